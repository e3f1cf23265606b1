--TEST--
RedisSemaphore renew: a permit taken with renew => true and $expire = 1 stays held, with its token and an expiry never further than $expire away, through a sleep() of 3.5 s (no call from PHP code meanwhile), seen from outside; isAcquired() is true, and other objects still cannot exceed the limit (of 2: one more permit, not two)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$sem = rl_semaphore(['renew' => true]);
var_dump($sem->acquire('job', 2, 0, $s));
$permits = rl_semaphore_permits('job');
echo 'one permit: ', count($permits), "\n";
$token = (string) array_key_first($permits);

sleep((int) floor(3.5 * $s)); // no call of the object meanwhile
usleep((int) ((3.5 * $s - floor(3.5 * $s)) * 1e6));

$permits = rl_semaphore_permits('job');
$left = isset($permits[$token]) ? $permits[$token] - rl_server_ms() : null;
echo 'its permit is still there, alive: ', $left !== null && $left > 0 ? 'yes' : 'no (' . json_encode($permits) . ')', "\n";
echo 'its expiry is no further than $expire: ', $left !== null && $left <= 1000 * $s ? 'yes' : "no ($left ms)", "\n";
$pttl = rl_redis('PTTL', rl_semaphore_key('job'));
echo 'the key lives: ', $pttl > 0 ? 'yes' : "no ($pttl)", "\n";
var_dump($sem->isAcquired('job'));

$second = rl_semaphore();
$third = rl_semaphore();
var_dump($second->acquire('job', 2, 0, 10));   // the one permit left
var_dump($third->acquire('job', 2, 0, 10));    // the limit is reached
echo 'permits: ', count(rl_semaphore_live_permits('job')), "\n";
var_dump($sem->release('job'), $second->release('job'));
echo 'the key is gone: ', rl_redis('EXISTS', rl_semaphore_key('job')) === 0 ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
one permit: 1
its permit is still there, alive: yes
its expiry is no further than $expire: yes
the key lives: yes
bool(true)
bool(true)
bool(false)
permits: 2
bool(true)
bool(true)
the key is gone: yes
