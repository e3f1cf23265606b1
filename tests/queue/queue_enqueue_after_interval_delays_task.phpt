--TEST--
RedisQueue: enqueue() with afterInterval 0.3 s: not due (pop/top false) until 0.3 s have passed by the server's clock, then due
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
$before = server_now();
var_dump($q->enqueue('jobs', 'later', 10, 0.3));
var_dump($q->enqueue('jobs', 'much-later', 10, 3));
$score = (float) rl_redis('ZSCORE', $key, 'later');
var_dump($score - $before >= 0.3 && $score - $before < 1.3);
// Whatever the machine's speed: a read that started before the due time
// finds nothing, one that returns a task ended after it.
foreach (['top', 'pop'] as $method) {
    $t0 = server_now();
    $task = $q->$method('jobs');
    $t1 = server_now();
    if ($task === false ? $t0 >= $score : ($task['id'] !== 'later' || $t1 < $score)) {
        printf("%s: got %s, called %.6f..%.6f, due %.6f\n", $method, var_export($task, true), $t0, $t1, $score);
    }
    if ($task !== false) {
        $q->enqueue('jobs', 'later', 10, 0.3);        // slow machine: put it back, due again later
        $score = (float) rl_redis('ZSCORE', $key, 'later');
    }
}
// the 3 s task is not due however slow this machine is
var_dump(in_array('much-later', array_column($q->top('jobs', 5), 'id'), true));
while (server_now() < $score + 0.02) {
    usleep(20000);
}
$task = $q->pop('jobs');
var_dump($task['id'], $task['score'] === $score);
var_dump($q->pop('jobs'), $q->top('jobs'));
var_dump(rl_redis('ZRANGE', $key, '0', '-1'));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
string(5) "later"
bool(true)
bool(false)
bool(false)
array(1) {
  [0]=>
  string(10) "much-later"
}
