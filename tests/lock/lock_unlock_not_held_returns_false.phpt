--TEST--
RedisLock: unlock() of a name this object does not hold returns false and deletes nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->unlock('never'));
var_dump($a->lock('x'));
var_dump($b->unlock('x'));                   // held by $a
var_dump(rl_redis('EXISTS', rl_lock_key('x')));
rl_redis('SET', rl_lock_key('foreign'), 'v', 'PX', '10000');
var_dump($b->unlock('foreign'));             // written by someone else
var_dump(rl_redis('EXISTS', rl_lock_key('foreign')));
var_dump($a->unlock('x'));
var_dump($a->unlock('x'));                   // second time
?>
--EXPECT--
bool(false)
bool(true)
bool(false)
int(1)
bool(false)
int(1)
bool(true)
bool(false)
