<?php
/* Flash sale with symfony/lock: a lock living 30 s, acquire(true) (which
 * waits as long as it takes: it has no timeout), sell, release. */
require __DIR__ . '/common.php';

$redis = phpredis();
$lock = symfony_locks($redis)->createLock(SALE_LOCK, 30);
$lock->acquire(true);
try {
    $sold = sell_one($redis);
} finally {
    $lock->release();
}
respond_sale($sold);
