--TEST--
RedisLock: lock() acquires a free name once, unlock() releases it for the next caller
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->lock('job'));
var_dump($b->lock('job'));          // held by $a
var_dump($a->unlock('job'));
var_dump($b->lock('job'));          // free again
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
var_dump($b->unlock('job'));
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
int(1)
bool(true)
int(0)
