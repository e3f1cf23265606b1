--TEST--
RedisLock: unlockAll() with nothing held returns true
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
var_dump($a->unlockAll());                   // fresh object
var_dump($a->lock('x'));
var_dump($a->unlock('x'));
var_dump($a->unlockAll());                   // everything released one by one
$b = rl_lock();
var_dump($b->lock('x'));
var_dump($a->lock('x'));                     // failed acquisitions are not held
var_dump($a->unlockAll());
var_dump(rl_redis('EXISTS', rl_lock_key('x')));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
int(1)
