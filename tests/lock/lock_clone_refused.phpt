--TEST--
RedisLock: cloning a RedisLock throws Error
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
var_dump($lock->lock('x'));
try {
    $copy = clone $lock;
    var_dump($copy);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($lock->isLocking('x'));
?>
--EXPECT--
bool(true)
Error: Trying to clone an uncloneable object of class RedisLock
bool(true)
