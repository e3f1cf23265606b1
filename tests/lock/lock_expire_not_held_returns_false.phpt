--TEST--
RedisLock: expire() of a name this object does not hold returns false and leaves the key alone
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->expire('never', 10));
var_dump(rl_redis('EXISTS', rl_lock_key('never')));
var_dump($b->lock('theirs', 0, 5));
var_dump($a->expire('theirs', 100));
$pttl = rl_redis('PTTL', rl_lock_key('theirs'));
echo $pttl > 4000 && $pttl <= 5000 ? "ttl unchanged\n" : "pttl $pttl\n";
var_dump($a->lock('released'));
var_dump($a->unlock('released'));
var_dump($a->expire('released', 10));
var_dump(rl_redis('EXISTS', rl_lock_key('released')));
var_dump($a->lock('deleted'));
rl_redis('DEL', rl_lock_key('deleted'));
var_dump($a->expire('deleted', 10));         // must not resurrect it
var_dump(rl_redis('EXISTS', rl_lock_key('deleted')));
?>
--EXPECT--
bool(false)
int(0)
bool(true)
bool(false)
ttl unchanged
bool(true)
bool(true)
bool(false)
int(0)
bool(true)
bool(false)
int(0)
