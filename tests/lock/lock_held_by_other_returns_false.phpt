--TEST--
RedisLock: lock() on a name held by another object returns false and leaves the holder's lock alone
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->lock('busy'));
$token = rl_redis('GET', rl_lock_key('busy'));
var_dump($b->lock('busy'));
var_dump($b->lock('busy', 0, 30));
var_dump(rl_redis('GET', rl_lock_key('busy')) === $token);  // value untouched
var_dump($b->isLocking('busy'));
var_dump($a->isLocking('busy'));
// a lock written by someone else entirely (not through the extension)
rl_redis('SET', rl_lock_key('foreign'), 'someone-else', 'PX', '10000');
var_dump($b->lock('foreign'));
var_dump(rl_redis('GET', rl_lock_key('foreign')));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
string(12) "someone-else"
