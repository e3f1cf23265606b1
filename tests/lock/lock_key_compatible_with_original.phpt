--TEST--
RedisLock: without a prefix the key is exactly "Lock:" . $name, as in the original class, and locks written by it are respected
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock(['prefix' => '']);
$name = rl_prefix() . 'name';
var_dump($lock->lock($name));
var_dump(rl_redis('KEYS', '*' . rl_prefix() . '*') === ['Lock:' . $name]);
var_dump(strlen(rl_redis('GET', 'Lock:' . $name)));
var_dump($lock->unlock($name));
var_dump(rl_redis('EXISTS', 'Lock:' . $name));
// a lock taken by the original class (value: its expiry time) blocks the new one
$old = rl_prefix() . 'legacy';
rl_redis('SET', 'Lock:' . $old, (string) (time() + 15), 'EX', '15');
var_dump($lock->lock($old));
var_dump($lock->lock($old, 0.1));
rl_redis('DEL', 'Lock:' . $old);
var_dump($lock->lock($old));
var_dump($lock->unlock($old));
// with a prefix, the prefix comes first
$prefixed = rl_lock(['prefix' => rl_prefix() . 'app:']);
var_dump($prefixed->lock('name'));
var_dump(rl_redis('EXISTS', rl_prefix() . 'app:Lock:name'));
?>
--EXPECT--
bool(true)
bool(true)
int(32)
bool(true)
int(0)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
int(1)
