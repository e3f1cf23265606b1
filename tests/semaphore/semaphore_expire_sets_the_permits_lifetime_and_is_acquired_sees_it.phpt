--TEST--
RedisSemaphore: expire() sets the remaining lifetime of the object's own permit (longer or shorter, a float, below 1 s raised to 1 s), the key living at least as long as its longest-lived permit; isAcquired() is true only for the object holding a live permit
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$a = rl_semaphore();
$b = rl_semaphore();
var_dump($a->acquire('job', 2, 0, 5), $b->acquire('job', 2, 0, 5));
$before = rl_semaphore_permits('job');
var_dump($a->expire('job', 60));
$after = rl_semaphore_permits('job');
$changed = array_keys(array_diff_assoc($after, $before));
echo 'expire() changed one permit: ', count($changed) === 1 ? 'yes' : 'no', "\n";
$token = $changed[0];
$ms = $after[$token] - rl_server_ms();
echo 'its permit lives ~60 s: ', $ms > 59000 && $ms <= 60000 ? 'yes' : "no ($ms)", "\n";
$other = array_diff_key($after, [$token => 1]);
$ms = min($other) - rl_server_ms();
echo "the other object's permit still ~5 s: ", $ms > 3000 && $ms <= 5000 ? 'yes' : "no ($ms)", "\n";
$pttl = rl_redis('PTTL', rl_semaphore_key('job'));
echo 'the key lives at least as long as that permit: ', $pttl > 59000 ? 'yes' : "no ($pttl)", "\n";
var_dump($a->expire('job', 2.5));
$ms = rl_semaphore_permits('job')[$token] - rl_server_ms();
echo 'shorter, a float: ~2.5 s: ', $ms > 2000 && $ms <= 2500 ? 'yes' : "no ($ms)", "\n";
var_dump($a->expire('job', 0.2));
$ms = rl_semaphore_permits('job')[$token] - rl_server_ms();
echo 'below 1 s: ~1 s: ', $ms > 900 && $ms <= 1000 ? 'yes' : "no ($ms)", "\n";
$pttl = rl_redis('PTTL', rl_semaphore_key('job'));
echo "the key still lives at least as long as the other object's permit: ", $pttl >= min($other) - rl_server_ms() ? 'yes' : "no ($pttl)", "\n";
var_dump($a->expire('job', 30));
var_dump($a->isAcquired('job'), $b->isAcquired('job'), rl_semaphore()->isAcquired('job'));
var_dump($b->release('job'));
var_dump($a->isAcquired('job'), $b->isAcquired('job'), $b->expire('job', 30));
var_dump($a->release('job'), $a->isAcquired('job'), $a->expire('job', 30));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
expire() changed one permit: yes
its permit lives ~60 s: yes
the other object's permit still ~5 s: yes
the key lives at least as long as that permit: yes
bool(true)
shorter, a float: ~2.5 s: yes
bool(true)
below 1 s: ~1 s: yes
the key still lives at least as long as the other object's permit: yes
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
