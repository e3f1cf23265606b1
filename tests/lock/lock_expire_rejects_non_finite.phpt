--TEST--
RedisLock: expire() with NaN or an infinite or too large value throws ValueError and leaves the lock alone
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
var_dump($a->lock('x', 0, 20));
foreach ([NAN, INF, -INF, 1e300] as $expire) {
    try {
        var_dump($a->expire('x', $expire));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$pttl = rl_redis('PTTL', rl_lock_key('x'));
echo $pttl > 19000 && $pttl <= 20000 ? "ttl unchanged\n" : "pttl $pttl\n";
var_dump($a->isLocking('x'));
?>
--EXPECTF--
bool(true)
ValueError: RedisLock::expire(): Argument #2 ($expire) must be %s
ValueError: RedisLock::expire(): Argument #2 ($expire) must be %s
ValueError: RedisLock::expire(): Argument #2 ($expire) must be %s
ValueError: RedisLock::expire(): Argument #2 ($expire) must be %s
ttl unchanged
bool(true)
