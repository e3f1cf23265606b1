<?php
/* An uncontended lock with redislock: a name of this request's own, taken
 * as in the flash sale (it is free: no wait) and released. */
require __DIR__ . '/common.php';

$name = 'order:' . new_id();
$lock = new RedisLock(redislock_options());
if (!$lock->lock($name, 30)) {
    respond('lock timeout', 503);
    return;
}
$lock->unlock($name);
respond('ok');
