--TEST--
RedisLock: "0" is a valid lock name (no empty() check)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->lock('0'));
var_dump(rl_redis('EXISTS', rl_lock_key('0')));
var_dump($b->lock('0'));
var_dump($a->isLocking('0'));
var_dump($a->expire('0', 20));
$pttl = rl_redis('PTTL', rl_lock_key('0'));
var_dump($pttl > 19000 && $pttl <= 20000);
var_dump($a->unlock('0'));
var_dump(rl_redis('EXISTS', rl_lock_key('0')));
var_dump($b->lock('0'));
var_dump($b->unlockAll());
var_dump(rl_redis('EXISTS', rl_lock_key('0')));
?>
--EXPECT--
bool(true)
int(1)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
int(0)
bool(true)
bool(true)
int(0)
