--TEST--
RedisSemaphore: acquire() with a $limit below 1, a negative or non-finite $timeout, or an $expire that is not positive and finite throws ValueError naming the argument, and writes nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$sem = rl_semaphore();
$calls = [];
foreach ([0, -1, PHP_INT_MIN] as $limit) {
    $calls[] = fn () => $sem->acquire('x', $limit);
}
foreach ([-1, -0.001, NAN, INF, -INF, 1e300] as $timeout) {
    $calls[] = fn () => $sem->acquire('x', 3, $timeout);
}
foreach ([0, -1, 0.0, -0.5, NAN, INF, -INF, PHP_INT_MAX, 1e300] as $expire) {
    $calls[] = fn () => $sem->acquire('x', 3, 0, $expire);
}
foreach ($calls as $call) {
    try {
        var_dump($call());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// nothing was written
echo 'keys: ', json_encode(rl_test_keys()), "\n";
var_dump($sem->isAcquired('x'));
// a valid call works
var_dump($sem->acquire('x', 1, 0, 1));
var_dump($sem->release('x'));
?>
--EXPECTF--
ValueError: RedisSemaphore::acquire(): Argument #2 ($limit) must be %s
ValueError: RedisSemaphore::acquire(): Argument #2 ($limit) must be %s
ValueError: RedisSemaphore::acquire(): Argument #2 ($limit) must be %s
ValueError: RedisSemaphore::acquire(): Argument #3 ($timeout) must be %s
ValueError: RedisSemaphore::acquire(): Argument #3 ($timeout) must be %s
ValueError: RedisSemaphore::acquire(): Argument #3 ($timeout) must be %s
ValueError: RedisSemaphore::acquire(): Argument #3 ($timeout) must be %s
ValueError: RedisSemaphore::acquire(): Argument #3 ($timeout) must be %s
ValueError: RedisSemaphore::acquire(): Argument #3 ($timeout) must be %s
ValueError: RedisSemaphore::acquire(): Argument #4 ($expire) must be %s
ValueError: RedisSemaphore::acquire(): Argument #4 ($expire) must be %s
ValueError: RedisSemaphore::acquire(): Argument #4 ($expire) must be %s
ValueError: RedisSemaphore::acquire(): Argument #4 ($expire) must be %s
ValueError: RedisSemaphore::acquire(): Argument #4 ($expire) must be %s
ValueError: RedisSemaphore::acquire(): Argument #4 ($expire) must be %s
ValueError: RedisSemaphore::acquire(): Argument #4 ($expire) must be %s
ValueError: RedisSemaphore::acquire(): Argument #4 ($expire) must be %s
ValueError: RedisSemaphore::acquire(): Argument #4 ($expire) must be %s
keys: []
bool(false)
bool(true)
bool(true)
