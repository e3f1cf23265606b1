--TEST--
RedisLock: unlockAll() releases every lock the object holds and returns true
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
foreach (['one', 'two', 'three', '0'] as $name) {
    var_dump($a->lock($name));
}
var_dump($b->lock('not-mine'));
var_dump($a->unlock('two'));                 // already released: not counted
var_dump($a->unlockAll());
var_dump(rl_redis('KEYS', rl_prefix() . 'Lock:*') === [rl_lock_key('not-mine')]);
var_dump($a->isLocking('one'));
var_dump($b->isLocking('not-mine'));         // another object's lock stays
var_dump($b->lock('one'));                   // free for others
var_dump($a->unlockAll());                   // nothing held any more
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
