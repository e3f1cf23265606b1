--TEST--
RedisLock: lock() with a negative or non-finite $timeout or a negative $waitIntervalUs throws ValueError
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
foreach ([-1, -0.001, NAN, INF, -INF, 1e300] as $timeout) {
    try {
        var_dump($a->lock('x', $timeout));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
foreach ([-1, PHP_INT_MIN] as $wait) {
    try {
        var_dump($a->lock('x', 1, 15, $wait));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
var_dump(rl_redis('EXISTS', rl_lock_key('x')));
// the same checks apply to a null name
try {
    $a->lock(null, -1);
} catch (ValueError $e) {
    echo get_class($e), "\n";
}
?>
--EXPECTF--
ValueError: RedisLock::lock(): Argument #2 ($timeout) must be %s
ValueError: RedisLock::lock(): Argument #2 ($timeout) must be %s
ValueError: RedisLock::lock(): Argument #2 ($timeout) must be %s
ValueError: RedisLock::lock(): Argument #2 ($timeout) must be %s
ValueError: RedisLock::lock(): Argument #2 ($timeout) must be %s
ValueError: RedisLock::lock(): Argument #2 ($timeout) must be %s
ValueError: RedisLock::lock(): Argument #4 ($waitIntervalUs) must be %s
ValueError: RedisLock::lock(): Argument #4 ($waitIntervalUs) must be %s
int(0)
ValueError
