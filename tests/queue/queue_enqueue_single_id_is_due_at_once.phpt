--TEST--
RedisQueue: enqueue() of one id makes it due at once; pop() takes it and empties the queue
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->enqueue('jobs', 'task-1'));
var_dump(rl_redis('ZRANGE', rl_queue_key('jobs'), '0', '-1'));
$task = $q->pop('jobs');
var_dump(array_keys($task), $task['id'], is_float($task['score']));
var_dump(rl_redis('EXISTS', rl_queue_key('jobs')));   // removed by pop
var_dump($q->pop('jobs'));
?>
--EXPECT--
bool(true)
array(1) {
  [0]=>
  string(6) "task-1"
}
array(2) {
  [0]=>
  string(2) "id"
  [1]=>
  string(5) "score"
}
string(6) "task-1"
bool(true)
int(0)
bool(false)
