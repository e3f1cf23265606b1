--TEST--
RedisQueue: calls alternating between queues whose names differ only after a NUL byte, and between two objects with other prefixes, reach each queue's own keys
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$other = rl_queue(['prefix' => rl_prefix() . 'other:']);
var_dump($q->enqueue("q\0a", 'one'), $q->enqueue("q\0b", 'two'), $other->enqueue("q\0a", 'three'));
var_dump(rl_redis('ZRANGE', rl_queue_key("q\0a"), '0', '-1'), rl_redis('ZRANGE', rl_queue_key("q\0b"), '0', '-1'));
foreach ([[$q, "q\0a"], [$q, "q\0b"], [$other, "q\0a"]] as [$queue, $name]) {
    $task = $queue->reserve($name);
    echo bin2hex($name), ': ', $task['id'], ' ', var_export($queue->dequeue($name, $task['id'], $task['score']), true), "\n";
}
var_dump($q->reserve("q\0a"), $other->reserve("q\0a"));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
array(1) {
  [0]=>
  string(3) "one"
}
array(1) {
  [0]=>
  string(3) "two"
}
710061: one true
710062: two true
710061: three true
bool(false)
bool(false)
