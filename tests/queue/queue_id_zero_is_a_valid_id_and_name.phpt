--TEST--
RedisQueue: the id 0 / "0" and the name "0" are valid (the original's empty() rejected them)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->enqueue('jobs', 0));
var_dump($q->enqueue('jobs', '0'));            // the same member: deduplicated
var_dump(rl_redis('ZRANGE', rl_queue_key('jobs'), '0', '-1'));
$task = $q->top('jobs');
var_dump($task['id']);
var_dump($q->dequeue('jobs', 0, $task['score']));
var_dump(rl_redis('EXISTS', rl_queue_key('jobs')));
var_dump($q->enqueue('jobs', [0]));
var_dump($q->pop('jobs', 5)[0]['id']);
var_dump($q->enqueue('jobs', '0'));
$task = $q->top('jobs');
var_dump($q->dequeue('jobs', '0', $task['score']));
// the name "0"
var_dump($q->enqueue('0', 'x'));
var_dump(rl_redis('EXISTS', rl_queue_key('0')));
var_dump($q->top('0')['id'], $q->pop('0', 2)[0]['id']);
var_dump($q->enqueue('0', '0'));
$task = $q->top('0');
var_dump($q->dequeue('0', '0', $task['score']));
?>
--EXPECT--
bool(true)
bool(true)
array(1) {
  [0]=>
  string(1) "0"
}
int(0)
bool(true)
int(0)
bool(true)
int(0)
bool(true)
bool(true)
bool(true)
int(1)
string(1) "x"
string(1) "x"
bool(true)
bool(true)
