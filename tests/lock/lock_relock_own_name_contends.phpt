--TEST--
RedisLock: locking a name this object already holds contends like any caller (no re-entrancy)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
var_dump($a->lock('x', 0, 10));
$token = rl_redis('GET', rl_lock_key('x'));
var_dump($a->lock('x'));
var_dump($a->lock('x', 0, 60));
$t = hrtime(true);
var_dump($a->lock('x', 0.2, 60, 20000));
$s = (hrtime(true) - $t) / 1e9;
echo $s >= 0.18 && $s < 0.5 ? "waited ~0.2 s\n" : "took $s s\n";
// the failed attempts changed nothing: same token, same lifetime, still held
var_dump(rl_redis('GET', rl_lock_key('x')) === $token);
$pttl = rl_redis('PTTL', rl_lock_key('x'));
echo $pttl > 9000 && $pttl <= 10000 ? "ttl unchanged\n" : "pttl $pttl\n";
var_dump($a->isLocking('x'));
var_dump($a->unlock('x'));
var_dump($a->lock('x'));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
waited ~0.2 s
bool(true)
ttl unchanged
bool(true)
bool(true)
bool(true)
