--TEST--
RedisQueue: a reserved task not acknowledged within its visibility is delivered again with attempts 2; dequeue() with the first delivery's score is then refused, the second's acknowledges it and clears its attempts
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', 42);
$first = $q->reserve('jobs', 1, 0.2);
var_dump($first['id'], $first['attempts']);
usleep(250000);
$second = $q->reserve('jobs', 1, 30);
var_dump($second['id'], $second['attempts'], $second['score'] > $first['score']);
var_dump($q->dequeue('jobs', 42, $first['score']));       // the slow first worker: refused
var_dump($q->size('jobs'));
var_dump($q->dequeue('jobs', 42, $second['score']));      // the second worker's ack
var_dump($q->size('jobs'), rl_test_keys());
?>
--EXPECT--
int(42)
int(1)
int(42)
int(2)
bool(true)
bool(false)
int(1)
bool(true)
int(0)
array(0) {
}
