--TEST--
RedisSemaphore: acquire() with a $weight below 1 or above $limit throws ValueError naming the argument and the limit, and writes nothing; a weight equal to the limit is taken
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$sem = rl_semaphore();
foreach ([[3, 0], [3, -1], [3, PHP_INT_MIN], [3, 4], [1, 2], [3, PHP_INT_MAX]] as [$limit, $weight]) {
    try {
        var_dump($sem->acquire('x', $limit, 0, 15, $weight));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
try {
    var_dump($sem->acquire('x', 2, weight: 3));
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo 'keys: ', json_encode(rl_test_keys()), "\n";
var_dump($sem->isAcquired('x'));
var_dump($sem->acquire('x', 3, 0, 15, 3));
echo 'permits: ', count(rl_semaphore_permits('x')), "\n";
var_dump($sem->release('x'));
?>
--EXPECT--
ValueError: RedisSemaphore::acquire(): Argument #5 ($weight) must be between 1 and $limit (3)
ValueError: RedisSemaphore::acquire(): Argument #5 ($weight) must be between 1 and $limit (3)
ValueError: RedisSemaphore::acquire(): Argument #5 ($weight) must be between 1 and $limit (3)
ValueError: RedisSemaphore::acquire(): Argument #5 ($weight) must be between 1 and $limit (3)
ValueError: RedisSemaphore::acquire(): Argument #5 ($weight) must be between 1 and $limit (1)
ValueError: RedisSemaphore::acquire(): Argument #5 ($weight) must be between 1 and $limit (3)
ValueError: RedisSemaphore::acquire(): Argument #5 ($weight) must be between 1 and $limit (2)
keys: []
bool(false)
bool(true)
permits: 3
bool(true)
