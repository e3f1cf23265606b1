--TEST--
RedisSemaphore: a waiter whose $timeout ran out answers false after its timeout and leaves the waiters (no waiters' set left behind): a later release frees the permit instead of handing it to the caller that gave up, and the next caller takes it at once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$holder = rl_semaphore();
var_dump($holder->acquire('x', 1, 0, 30 * $s));    // scaled: held through the wait below
$waiter = rl_semaphore();
$t = microtime(true);
var_dump($waiter->acquire('x', 1, 0.3 * $s, 30));
$waited = microtime(true) - $t;
echo 'gave up after its timeout: ', $waited >= 0.3 * $s && $waited < 1.5 * $s ? 'yes' : "no ($waited s)", "\n";
echo 'keys: ', json_encode(rl_test_keys()), "\n";
var_dump($holder->release('x'));
echo 'permits after the release: ', count(rl_semaphore_permits('x')), "\n";
var_dump($waiter->isAcquired('x'));
$next = rl_semaphore();
var_dump($next->acquire('x', 1, 0, 30), $next->release('x'));
echo 'keys: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
bool(true)
bool(false)
gave up after its timeout: yes
keys: ["Semaphore:x"]
bool(true)
permits after the release: 0
bool(false)
bool(true)
bool(true)
keys: []
