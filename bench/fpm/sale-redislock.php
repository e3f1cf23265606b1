<?php
/* Flash sale with redislock: wait up to 30 s for the one lock (it lives
 * 15 s, the default), sell inside it, release it. */
require __DIR__ . '/common.php';

$redis = phpredis();
$lock = new RedisLock(redislock_options());
if (!$lock->lock(SALE_LOCK, 30)) {
    respond('lock timeout', 503);
    return;
}
try {
    $sold = sell_one($redis);
} finally {
    $lock->unlock(SALE_LOCK);
}
respond_sale($sold);
