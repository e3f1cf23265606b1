--TEST--
RedisQueue: enqueue() of one id makes it due at once; pop() takes it and empties the queue
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->enqueue('jobs', 'task-1'));
var_dump(rl_redis('ZCARD', rl_queue_key('jobs')));
$task = $q->pop('jobs');
var_dump(array_keys($task), $task['id'], is_float($task['score']));
var_dump($task['score'] === (float) rl_redis('ZSCORE', rl_queue_key('jobs'), 'task-1') ? 'still there' : 'removed');
var_dump(rl_redis('EXISTS', rl_queue_key('jobs')));
var_dump($q->pop('jobs'));
?>
--EXPECT--
bool(true)
int(1)
array(2) {
  [0]=>
  string(2) "id"
  [1]=>
  string(5) "score"
}
string(6) "task-1"
bool(true)
string(7) "removed"
int(0)
bool(false)
