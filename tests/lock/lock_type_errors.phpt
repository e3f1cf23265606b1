--TEST--
RedisLock: arguments of the wrong type throw TypeError
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
declare(strict_types=1);
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$calls = [
    fn () => $a->lock([]),
    fn () => $a->lock('x', 'abc'),
    fn () => $a->lock('x', '1'),
    fn () => $a->lock('x', 0, '15'),
    fn () => $a->lock('x', 0, 15, 1.5),
    fn () => $a->lock(new stdClass()),
    fn () => $a->unlock(1),
    fn () => $a->expire('x', '10'),
    fn () => $a->expire('x'),
    fn () => $a->isLocking([]),
    fn () => $a->fencingToken(null),
    fn () => $a->unlockAll('x'),
];
foreach ($calls as $call) {
    try {
        var_dump($call());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
var_dump(rl_redis('KEYS', rl_prefix() . '*'));
?>
--EXPECT--
TypeError: RedisLock::lock(): Argument #1 ($name) must be of type ?string, array given
TypeError: RedisLock::lock(): Argument #2 ($timeout) must be of type int|float, string given
TypeError: RedisLock::lock(): Argument #2 ($timeout) must be of type int|float, string given
TypeError: RedisLock::lock(): Argument #3 ($expire) must be of type int|float, string given
TypeError: RedisLock::lock(): Argument #4 ($waitIntervalUs) must be of type int, float given
TypeError: RedisLock::lock(): Argument #1 ($name) must be of type ?string, stdClass given
TypeError: RedisLock::unlock(): Argument #1 ($name) must be of type ?string, int given
TypeError: RedisLock::expire(): Argument #2 ($expire) must be of type int|float, string given
ArgumentCountError: RedisLock::expire() expects exactly 2 arguments, 1 given
TypeError: RedisLock::isLocking(): Argument #1 ($name) must be of type ?string, array given
TypeError: RedisLock::fencingToken(): Argument #1 ($name) must be of type string, null given
ArgumentCountError: RedisLock::unlockAll() expects exactly 0 arguments, 1 given
array(0) {
}
