--TEST--
RedisQueue: enqueue() scores are the Redis server's TIME (Unix seconds with microseconds) plus afterInterval
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
function server_now(): float
{
    [$s, $us] = rl_redis('TIME');
    return (int) $s + (int) $us / 1e6;
}
$q = rl_queue();
$key = rl_queue_key('jobs');
$fractional = 0;
for ($i = 0; $i < 5; $i++) {
    $before = server_now();
    $q->enqueue('jobs', "now-$i");
    $q->enqueue('jobs', "delayed-$i", 10, 1.5);
    $after = server_now();
    $score = (float) rl_redis('ZSCORE', $key, "now-$i");
    $delayed = (float) rl_redis('ZSCORE', $key, "delayed-$i");
    if ($score < $before - 1e-5 || $score > $after + 1e-5) {
        printf("now-%d: score %.6f not within server time [%.6f, %.6f]\n", $i, $score, $before, $after);
    }
    if ($delayed < $before + 1.5 - 1e-5 || $delayed > $after + 1.5 + 1e-5) {
        printf("delayed-%d: score %.6f not within server time + 1.5 [%.6f, %.6f]\n", $i, $delayed, $before + 1.5, $after + 1.5);
    }
    $fractional += $score != floor($score);
    usleep(1000);
}
var_dump($fractional > 0);    // microseconds, not whole seconds
// a task due one second from now by the server's clock is not due yet
rl_redis('ZADD', $key, sprintf('%.6f', server_now() + 1), 'server-future');
$ids = array_map(fn($t) => $t['id'], $q->pop('jobs', 100));
sort($ids);
echo implode(',', $ids), "\n";
var_dump(rl_redis('ZCARD', $key));
?>
--EXPECT--
bool(true)
now-0,now-1,now-2,now-3,now-4
int(6)
