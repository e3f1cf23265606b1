--TEST--
redislock module: RedisLock, RedisQueue and RedisLockException exist; RedisLockException extends RuntimeException
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
var_dump(class_exists('RedisLock'), class_exists('RedisQueue'), class_exists('RedisLockException'));
var_dump(get_parent_class('RedisLockException'));
var_dump(is_subclass_of('RedisLockException', 'RuntimeException'));
var_dump(is_subclass_of('RedisLockException', 'Exception'));
var_dump(get_parent_class('RedisLock'), get_parent_class('RedisQueue'));
$e = new RedisLockException('boom', 3);
var_dump($e instanceof RuntimeException, $e->getMessage(), $e->getCode());
try {
    throw $e;
} catch (RuntimeException $caught) {
    var_dump($caught === $e);
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
string(16) "RuntimeException"
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
string(4) "boom"
int(3)
bool(true)
