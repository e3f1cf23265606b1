--TEST--
RedisLock: expire() sets the remaining lifetime of a held lock to the new value
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
var_dump($a->lock('x', 0, 2));
var_dump($a->expire('x', 30));
$pttl = rl_redis('PTTL', rl_lock_key('x'));
echo $pttl > 29000 && $pttl <= 30000 ? "ttl ~30 s\n" : "pttl $pttl\n";
var_dump($a->expire('x', 2.5));              // shorter, float
$pttl = rl_redis('PTTL', rl_lock_key('x'));
echo $pttl > 2000 && $pttl <= 2500 ? "ttl ~2.5 s\n" : "pttl $pttl\n";
var_dump($a->isLocking('x'));
// an extended short lock outlives its first lifetime
var_dump($a->lock('y', 0, 0.2));
var_dump($a->expire('y', 5));
usleep(300000);
var_dump($a->isLocking('y'));
var_dump($a->unlock('y'));
?>
--EXPECT--
bool(true)
bool(true)
ttl ~30 s
bool(true)
ttl ~2.5 s
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
