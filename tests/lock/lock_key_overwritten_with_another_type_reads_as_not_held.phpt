--TEST--
RedisLock: a lock key that someone overwrote with another type holds no token of ours: isLocking(), expire(), unlock() and unlockAll() answer false instead of throwing WRONGTYPE on every later call, and lock() finds the name taken
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
var_dump($lock->lock('x'), $lock->lock('y'), $lock->lock('z'));
rl_redis('DEL', rl_lock_key('x'), rl_lock_key('y'));
rl_redis('HSET', rl_lock_key('x'), 'field', 'value');
rl_redis('RPUSH', rl_lock_key('y'), 'item');
var_dump($lock->isLocking('x'));
var_dump($lock->expire('x', 10));
var_dump($lock->unlock('x'));
var_dump($lock->unlockAll());      // 'y' not held, 'z' released
var_dump($lock->unlockAll());      // nothing left to throw about
var_dump($lock->lock('x'));        // taken, as SET NX finds it
var_dump($lock->lock('x', 0.2, 15, 50000));
var_dump(rl_redis('TYPE', rl_lock_key('x')), rl_redis('EXISTS', rl_lock_key('z')));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
string(4) "hash"
int(0)
