--TEST--
RedisQueue: size() counts every queued task (reserved ones included), size($name, true) only those due by the server's clock; a queue that does not exist has size 0
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->size('jobs'), $q->size('jobs', true));
$q->enqueue('jobs', ['a', 'b', 'c']);
$q->enqueue('jobs', ['later-1', 'later-2'], 10, 60);
var_dump($q->size('jobs'), $q->size('jobs', true));
$q->reserve('jobs', 2);
var_dump($q->size('jobs'), $q->size('jobs', true));
$q->enqueue('soon', 'x', 10, 0.2);
var_dump($q->size('soon', true));
usleep(250000);
var_dump($q->size('soon', true));
?>
--EXPECT--
int(0)
int(0)
int(5)
int(3)
int(5)
int(1)
int(0)
int(1)
