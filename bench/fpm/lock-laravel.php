<?php
/* An uncontended lock with Laravel: a name of this request's own, taken as
 * in the flash sale (it is free: no wait) and released. */
require __DIR__ . '/common.php';

$lock = laravel_cache(laravel_redis())->lock('order:' . new_id(), 30);
try {
    $lock->block(30, fn () => null);
} catch (Illuminate\Contracts\Cache\LockTimeoutException $e) {
    respond('lock timeout', 503);
    return;
}
respond('ok');
