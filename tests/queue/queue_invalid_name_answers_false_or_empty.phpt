--TEST--
RedisQueue: a null or '' name answers false from enqueue()/dequeue() and [] from pop()/top(), writing nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
rl_redis('ZADD', rl_prefix() . 'Queue:', '1000', 'a');    // a queue with the empty name, if one were used
foreach ([null, ''] as $name) {
    var_dump($q->enqueue($name, 'a'));
    var_dump($q->enqueue($name, ['a', 'b']));
    var_dump($q->dequeue($name, 'a', 1000));
    var_dump($q->pop($name), $q->pop($name, 5), $q->top($name), $q->top($name, 5));
}
var_dump(rl_redis('ZRANGE', rl_prefix() . 'Queue:', '0', '-1', 'WITHSCORES'));
var_dump(rl_redis('KEYS', rl_prefix() . '*'));
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
array(0) {
}
array(0) {
}
array(0) {
}
array(0) {
}
bool(false)
bool(false)
bool(false)
array(0) {
}
array(0) {
}
array(0) {
}
array(0) {
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(4) "1000"
}
array(1) {
  [0]=>
  string(56) "t:queue/queue_invalid_name_answers_false_or_empty:Queue:"
}
