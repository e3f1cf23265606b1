--TEST--
RedisSemaphore renew with $weight: a holder of weight 3 (limit 4) taken with renew => true and $expire = 1 keeps all three permits, with one expiry no further than $expire away, through a sleep of 3.5 s; a caller of weight 2 stays refused meanwhile, and a release frees all three
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$sem = rl_semaphore(['renew' => true]);
var_dump($sem->acquire('job', 4, 0, $s, 3));

sleep((int) floor(3.5 * $s)); // no call of the object meanwhile
usleep((int) ((3.5 * $s - floor(3.5 * $s)) * 1e6));

$live = rl_semaphore_live_permits('job');
echo 'its three permits are alive: ', count($live) === 3 ? 'yes' : 'no (' . json_encode(rl_semaphore_permits('job')) . ')', "\n";
echo 'they share one expiry: ', count(array_unique($live)) === 1 ? 'yes' : 'no', "\n";
$left = $live === [] ? null : max($live) - rl_server_ms();
echo 'no further than $expire: ', $left !== null && $left > 0 && $left <= 1000 * $s ? 'yes' : "no ($left ms)", "\n";
var_dump($sem->isAcquired('job'));
var_dump(rl_semaphore()->acquire('job', 4, 0, 10, 2));
var_dump($sem->release('job'));
echo 'the key is gone: ', rl_redis('EXISTS', rl_semaphore_key('job')) === 0 ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
its three permits are alive: yes
they share one expiry: yes
no further than $expire: yes
bool(true)
bool(false)
bool(true)
the key is gone: yes
