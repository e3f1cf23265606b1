--TEST--
RedisLock: destroying the object does not release its locks; they live until their expiry
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
var_dump($a->lock('throttle', 0, 60));
var_dump($a->lock('short', 0, 0.3));
$token = rl_redis('GET', rl_lock_key('throttle'));
unset($a);
gc_collect_cycles();
var_dump(rl_redis('GET', rl_lock_key('throttle')) === $token);
$pttl = rl_redis('PTTL', rl_lock_key('throttle'));
echo $pttl > 59000 && $pttl <= 60000 ? "ttl kept\n" : "pttl $pttl\n";
$b = rl_lock();
var_dump($b->lock('throttle'));              // still held
var_dump($b->lock('short'));
usleep(350000);
var_dump($b->lock('short'));                 // gone with its expiry
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
ttl kept
bool(false)
bool(false)
bool(true)
