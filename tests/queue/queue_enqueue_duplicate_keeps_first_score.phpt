--TEST--
RedisQueue: enqueue() of an id already queued keeps its first score (single id, array, and with a later afterInterval)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
var_dump($q->enqueue('jobs', 'a'));
$first = rl_redis('ZSCORE', $key, 'a');
usleep(20000);
var_dump($q->enqueue('jobs', 'a'));
var_dump(rl_redis('ZSCORE', $key, 'a') === $first);
var_dump($q->enqueue('jobs', 'a', 10, 3600));       // would push it an hour later
var_dump(rl_redis('ZSCORE', $key, 'a') === $first);
var_dump($q->enqueue('jobs', ['b', 'a']));
var_dump(rl_redis('ZSCORE', $key, 'a') === $first);
var_dump((float) rl_redis('ZSCORE', $key, 'b') > (float) $first);
var_dump(rl_redis('ZCARD', $key));
$task = $q->pop('jobs');
var_dump($task['id'], $task['score'] === (float) $first);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
int(2)
string(1) "a"
bool(true)
