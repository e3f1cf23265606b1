--TEST--
RedisQueue: enqueue() with a null, '' or [] id answers false and writes nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->enqueue('jobs', null));
var_dump($q->enqueue('jobs', ''));
var_dump($q->enqueue('jobs', []));
var_dump(rl_redis('EXISTS', rl_queue_key('jobs')));
var_dump($q->pop('jobs'));
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
int(0)
bool(false)
