--TEST--
RedisQueue: pop()/top() with count > 1 return a list of tasks (up to count, possibly empty), never false
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->pop('jobs', 2), $q->top('jobs', 3));   // nothing queued
rl_redis('ZADD', rl_queue_key('jobs'), '1000', 'a', '1001', 'b', '1002', 'c');
var_dump($q->top('jobs', 2));
var_dump($q->pop('jobs', 5));          // more than there are: all three
var_dump($q->pop('jobs', 5), $q->top('jobs', 5));
?>
--EXPECT--
array(0) {
}
array(0) {
}
array(2) {
  [0]=>
  array(2) {
    ["id"]=>
    string(1) "a"
    ["score"]=>
    float(1000)
  }
  [1]=>
  array(2) {
    ["id"]=>
    string(1) "b"
    ["score"]=>
    float(1001)
  }
}
array(3) {
  [0]=>
  array(2) {
    ["id"]=>
    string(1) "a"
    ["score"]=>
    float(1000)
  }
  [1]=>
  array(2) {
    ["id"]=>
    string(1) "b"
    ["score"]=>
    float(1001)
  }
  [2]=>
  array(2) {
    ["id"]=>
    string(1) "c"
    ["score"]=>
    float(1002)
  }
}
array(0) {
}
array(0) {
}
