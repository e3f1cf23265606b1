--TEST--
RedisQueue: enqueue() with $timeout <= 0 answers false and writes nothing; a small positive timeout works
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->enqueue('jobs', 'a', 0));
var_dump($q->enqueue('jobs', 'a', 0.0));
var_dump($q->enqueue('jobs', 'a', -1));
var_dump($q->enqueue('jobs', ['a', 'b'], -0.5));
var_dump(rl_redis('EXISTS', rl_queue_key('jobs')));
var_dump($q->enqueue('jobs', 'a', 0.01));
var_dump(rl_redis('ZCARD', rl_queue_key('jobs')));
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
int(0)
bool(true)
int(1)
