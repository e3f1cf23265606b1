--TEST--
RedisLock: a holder whose lock expired and was taken by another cannot release the new holder's lock
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$old = rl_lock();
$new = rl_lock();
var_dump($old->lock('job', 0, 0.1));
usleep(150000);                              // $old's lock expires
var_dump($new->lock('job', 0, 15));
$token = rl_redis('GET', rl_lock_key('job'));
var_dump($old->unlock('job'));               // must not delete $new's lock
var_dump(rl_redis('GET', rl_lock_key('job')) === $token);
var_dump($new->isLocking('job'));
var_dump($old->unlockAll());                 // nothing left to release either
var_dump(rl_redis('GET', rl_lock_key('job')) === $token);
var_dump($new->unlock('job'));
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
int(0)
