--TEST--
RedisLock: lock() with an $expire that is not positive and finite (or overflows milliseconds) throws ValueError
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
foreach ([0, -1, 0.0, -0.5, NAN, INF, -INF, PHP_INT_MAX, PHP_INT_MIN, 1e300, (float) PHP_INT_MAX] as $expire) {
    try {
        var_dump($a->lock('x', 0, $expire));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// nothing was locked
var_dump(rl_redis('EXISTS', rl_lock_key('x')));
var_dump($a->isLocking('x'));
?>
--EXPECTF--
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lock(): Argument #3 ($expire) must be %s
int(0)
bool(false)
