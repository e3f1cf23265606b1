--TEST--
RedisLock: the lock key is written together with its TTL: never a key without expiry
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
var_dump($lock->lock('x', 0, 15));
$pttl = rl_redis('PTTL', rl_lock_key('x'));
echo $pttl >= 14000 && $pttl <= 15000 ? "ttl ~15 s\n" : "pttl $pttl\n";
// the default $expire is 15 s
var_dump($lock->lock('y'));
$pttl = rl_redis('PTTL', rl_lock_key('y'));
echo $pttl >= 14000 && $pttl <= 15000 ? "ttl ~15 s\n" : "pttl $pttl\n";
// a waiting acquisition also sets the TTL in the same write
$other = rl_lock();
var_dump($other->lock('z', 0, 0.1));
var_dump($lock->lock('z', 2, 7, 10000));
$pttl = rl_redis('PTTL', rl_lock_key('z'));
echo $pttl >= 6000 && $pttl <= 7000 ? "ttl ~7 s\n" : "pttl $pttl\n";
?>
--EXPECT--
bool(true)
ttl ~15 s
bool(true)
ttl ~15 s
bool(true)
bool(true)
ttl ~7 s
