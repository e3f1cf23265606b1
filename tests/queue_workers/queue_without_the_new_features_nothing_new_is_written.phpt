--TEST--
RedisQueue: code that uses only the original methods (enqueue, pop, top, dequeue, pop with $wait 0) writes nothing but the sorted set: no attempts hash, waiting set, wake list, runs asked for or failed set, and no command writes them
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
$q->enqueue('jobs', ['a', 'b', 'c', 'd']);
$q->enqueue('jobs', 'later', 10, 30);
$q->pop('jobs');
$t = $q->top('jobs');
$q->dequeue('jobs', $t['id'], $t['score']);
$q->pop('jobs', 5, 10, 0);
var_dump($q->pop('jobs', 1, 10, 0));
echo 'keys: ', json_encode(array_map(fn($k) => str_replace(rl_prefix(), '', $k), rl_redis_at($port, 'KEYS', '*'))), "\n";
$stats = rl_redis_at($port, 'INFO', 'commandstats');
foreach (['hincrby', 'hdel', 'hset', 'rpush', 'blpop', 'pexpire', 'del', 'zrem'] as $command) {
    echo $command, ': ', preg_match("/cmdstat_$command:calls=(\d+)/", $stats, $m) ? $m[1] : 0, "\n";
}
?>
--EXPECT--
bool(false)
keys: ["Queue:jobs"]
hincrby: 0
hdel: 0
hset: 0
rpush: 0
blpop: 0
pexpire: 0
del: 0
zrem: 1
