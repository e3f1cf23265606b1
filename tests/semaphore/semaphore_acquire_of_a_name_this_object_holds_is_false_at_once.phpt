--TEST--
RedisSemaphore: one permit per object per name: acquire() of a name this object already holds answers false at once, even with a timeout and free permits, and leaves its permit as it was; another object takes another permit
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$sem = rl_semaphore();
var_dump($sem->acquire('pool', 5, 0, 30));
$permits = rl_semaphore_permits('pool');
$t = microtime(true);
var_dump($sem->acquire('pool', 5, 2, 60));
$took = microtime(true) - $t;
echo 'at once: ', $took < 0.5 ? 'yes' : "no ($took s)", "\n";
echo 'its permit is as it was: ', rl_semaphore_permits('pool') === $permits ? 'yes' : 'no', "\n";
var_dump($sem->isAcquired('pool'));
$other = rl_semaphore();
var_dump($other->acquire('pool', 5, 0, 30));
echo 'permits: ', count(rl_semaphore_live_permits('pool')), "\n";
var_dump($sem->release('pool'), $sem->release('pool'), $other->release('pool'));
?>
--EXPECT--
bool(true)
bool(false)
at once: yes
its permit is as it was: yes
bool(true)
bool(true)
permits: 2
bool(true)
bool(false)
bool(true)
