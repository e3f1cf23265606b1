--TEST--
RedisLock: lock() on a free name returns true and writes the lock key
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
var_dump(rl_redis('EXISTS', rl_lock_key('free')));
var_dump($lock->lock('free'));
var_dump(rl_redis('EXISTS', rl_lock_key('free')));
var_dump($lock->isLocking('free'));
var_dump($lock->lock('other-free', 0, 5));
var_dump(rl_redis('EXISTS', rl_lock_key('other-free')));
?>
--EXPECT--
int(0)
bool(true)
int(1)
bool(true)
bool(true)
int(1)
