--TEST--
RedisLock: serialize() and unserialize() of a RedisLock throw Exception
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
var_dump($lock->lock('x'));
try {
    var_dump(serialize($lock));
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    var_dump(unserialize('O:9:"RedisLock":0:{}'));
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($lock->isLocking('x'));
?>
--EXPECT--
bool(true)
Exception: Serialization of 'RedisLock' is not allowed
Exception: Unserialization of 'RedisLock' is not allowed
bool(true)
