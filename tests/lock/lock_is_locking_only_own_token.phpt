--TEST--
RedisLock: isLocking() is true only for a name this object holds and whose token Redis still has
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->isLocking('never'));             // never locked, no key
rl_redis('SET', rl_lock_key('exists'), 'v', 'PX', '10000');
var_dump($a->isLocking('exists'));            // key exists, not ours
var_dump($a->lock('mine'));
var_dump($a->isLocking('mine'));
var_dump($b->isLocking('mine'));              // locked by another object
rl_redis('DEL', rl_lock_key('mine'));
var_dump($a->isLocking('mine'));              // deleted behind its back
var_dump($b->lock('mine'));
var_dump($a->isLocking('mine'));              // now someone else's
var_dump($b->isLocking('mine'));
var_dump($b->unlock('mine'));
var_dump($b->isLocking('mine'));              // after unlock
var_dump($a->lock('mine'));
rl_redis('SET', rl_lock_key('mine'), 'forged', 'KEEPTTL');
var_dump($a->isLocking('mine'));              // value replaced
?>
--EXPECT--
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
