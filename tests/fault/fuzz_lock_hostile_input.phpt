--TEST--
RedisLock: thousands of seeded random calls with hostile arguments give only the predicted result, TypeError, ValueError or ArgumentCountError, and the process keeps serving
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/fuzz.inc';

$fz = new RlFuzz('RedisLock', 20261122, 15000);
$fz->run(['lock' => 30, 'unlock' => 14, 'unlockAll' => 5, 'expire' => 12, 'isLocking' => 12,
    'fencingToken' => 10, 'new' => 12, 'reconstruct' => 5]);
$fz->report([
    '__construct' => ['object', 'TypeError', 'ValueError', 'ArgumentCountError'],
    'lock' => ['true', 'false', 'TypeError', 'ValueError', 'ArgumentCountError', 'RedisLockException', 'ErrorException', 'FzBoom'],
    'unlock' => ['true', 'false', 'TypeError', 'ArgumentCountError', 'FzBoom'],
    'unlockAll' => ['true', 'false', 'ArgumentCountError'],
    'expire' => ['true', 'false', 'TypeError', 'ValueError', 'ArgumentCountError', 'ErrorException'],
    'isLocking' => ['true', 'false', 'TypeError', 'ArgumentCountError'],
    'fencingToken' => ['int', 'false', 'TypeError', 'ArgumentCountError', 'ErrorException'],
], 600);

// still serving: a normal round trip, and a 1 MB name with a 15 s lifetime
$lock = rl_lock();
var_dump($lock->lock('after-fuzz', 1, 15), $lock->isLocking('after-fuzz'), $lock->unlock('after-fuzz'), $lock->isLocking('after-fuzz'));
$huge = $fz->huge();
var_dump($lock->lock($huge, 0, 15), rl_redis('PTTL', rl_lock_key($huge)) > 14000, $lock->unlock($huge), rl_redis('EXISTS', rl_lock_key($huge)));
echo 'keys left: ', $fz->cleanup(), "\n";
?>
--EXPECT--
seed 20261122
RedisLock::__construct: at least 600 calls; seen: object, TypeError, ValueError, ArgumentCountError
RedisLock::lock: at least 600 calls; seen: true, false, TypeError, ValueError, ArgumentCountError, RedisLockException, ErrorException, FzBoom
RedisLock::unlock: at least 600 calls; seen: true, false, TypeError, ArgumentCountError, FzBoom
RedisLock::unlockAll: at least 600 calls; seen: true, false, ArgumentCountError
RedisLock::expire: at least 600 calls; seen: true, false, TypeError, ValueError, ArgumentCountError, ErrorException
RedisLock::isLocking: at least 600 calls; seen: true, false, TypeError, ArgumentCountError
RedisLock::fencingToken: at least 600 calls; seen: int, false, TypeError, ArgumentCountError, ErrorException
no failures
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
int(0)
keys left: 0
