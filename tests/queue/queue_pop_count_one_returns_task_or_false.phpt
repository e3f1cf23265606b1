--TEST--
RedisQueue: pop()/top() with count 1 return one ['id' => .., 'score' => float], or false when nothing is due
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->pop('jobs'), $q->top('jobs'), $q->pop('jobs', 1), $q->top('jobs', 1));   // no such queue
rl_redis('ZADD', rl_queue_key('jobs'), '1000.5', 'x', '2000.25', 'y');
var_dump($q->top('jobs', 1));
var_dump($q->pop('jobs', 1));
var_dump($q->pop('jobs'));
var_dump($q->pop('jobs'));   // queue now empty
rl_redis('ZADD', rl_queue_key('jobs'), '99999999999', 'future');
var_dump($q->pop('jobs'), $q->top('jobs'));  // only a task not yet due
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
array(2) {
  ["id"]=>
  string(1) "x"
  ["score"]=>
  float(1000.5)
}
array(2) {
  ["id"]=>
  string(1) "x"
  ["score"]=>
  float(1000.5)
}
array(2) {
  ["id"]=>
  string(1) "y"
  ["score"]=>
  float(2000.25)
}
bool(false)
bool(false)
bool(false)
