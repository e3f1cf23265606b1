--TEST--
RedisQueue: interop: tasks written like the original PHP class (ZADD of microtime(true) scores on 'Queue:'.$name) are read, dequeued and deduplicated
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('legacy');
$old = microtime(true) - 1;
$oldText = var_export($old, true);          // the shortest round-trip text of the float
rl_redis('ZADD', $key, $oldText, 'old-task');
rl_redis('ZADD', $key, var_export(microtime(true) + 3600, true), 'future-task');
rl_redis('ZADD', $key, var_export(microtime(true) - 2, true), '77');
$tasks = $q->top('legacy', 10);
var_dump(count($tasks), $tasks[0]['id'], $tasks[1]['id'], $tasks[1]['score'] === $old);
var_dump($q->enqueue('legacy', 'old-task'));                 // already queued: keeps the old score
var_dump((float) rl_redis('ZSCORE', $key, 'old-task') === $old);
var_dump($q->dequeue('legacy', 77, $tasks[0]['score']));
$task = $q->pop('legacy');
var_dump($task['id'], $task['score'] === $old);
var_dump($q->pop('legacy'));
var_dump(rl_redis('ZRANGE', $key, '0', '-1'));
?>
--EXPECT--
int(2)
int(77)
string(8) "old-task"
bool(true)
bool(true)
bool(true)
bool(true)
string(8) "old-task"
bool(true)
bool(false)
array(1) {
  [0]=>
  string(11) "future-task"
}
