--TEST--
RedisSemaphore: once a permit has expired, release(), isAcquired() and expire() of its holder answer false, and another object can take the permit; the stale holder's release leaves the new holder's permit alone
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
// expired, nobody else took it
$stale = rl_semaphore();
var_dump($stale->acquire('once', 1, 0, 0.2 * $s));
rl_await(static fn () => rl_semaphore_live_permits('once') === [], 5, 'the permit expiring');
var_dump($stale->release('once'));
var_dump($stale->isAcquired('once'));
// expired, then taken by another object
$old = rl_semaphore();
var_dump($old->acquire('job', 1, 0, 0.2 * $s));
rl_await(static fn () => rl_semaphore_live_permits('job') === [], 5, 'the permit expiring');
$new = rl_semaphore();
var_dump($new->acquire('job', 1, 0, 30));
var_dump($old->isAcquired('job'), $old->expire('job', 60), $old->release('job'));
$permits = rl_semaphore_live_permits('job');
echo 'the new holder keeps its permit: ', count($permits) === 1 && min($permits) - rl_server_ms() > 25000 && $new->isAcquired('job') ? 'yes' : 'no', "\n";
var_dump($new->release('job'));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
the new holder keeps its permit: yes
bool(true)
