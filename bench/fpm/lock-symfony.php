<?php
/* An uncontended lock with symfony/lock: a name of this request's own,
 * taken as in the flash sale (it is free: no wait) and released. */
require __DIR__ . '/common.php';

$lock = symfony_locks(phpredis())->createLock('order:' . new_id(), 30);
$lock->acquire(true);
$lock->release();
respond('ok');
