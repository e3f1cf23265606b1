--TEST--
RedisLock: a null or "" name answers false from lock(), unlock(), expire() and isLocking() and writes nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
foreach ([null, ''] as $name) {
    var_dump($lock->lock($name));
    var_dump($lock->lock($name, 0.1, 5));
    var_dump($lock->isLocking($name));
    var_dump($lock->expire($name, 10));
    var_dump($lock->unlock($name));
}
var_dump(rl_redis('KEYS', rl_prefix() . '*'));
var_dump($lock->unlockAll());
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
array(0) {
}
bool(true)
