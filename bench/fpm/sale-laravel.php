<?php
/* Flash sale with Laravel: Cache::lock(name, 30)->block(30, callback),
 * which waits up to 30 s, runs the callback and releases the lock. */
require __DIR__ . '/common.php';

$redis = laravel_redis();
$lock = laravel_cache($redis)->lock(SALE_LOCK, 30);
try {
    $sold = $lock->block(30, fn () => sell_one($redis->connection()));
} catch (Illuminate\Contracts\Cache\LockTimeoutException $e) {
    respond('lock timeout', 503);
    return;
}
respond_sale($sold);
