--TEST--
RedisLock hand-over: a waiter SIGKILLed while it waits is handed nothing once its wait (interval + 0.1 s) has passed: the release frees the lock for the next caller, and a live waiter behind the dead one gets it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
// a private server: its blocked clients are this test's waiters only
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port]);
var_dump($holder->lock('dead-waiter', 0, 30));
// waits in slices of 0.2 s: alive until 0.3 s after its last attempt
echo 'killed: ', rl_waiter_killed($port, 'dead-waiter', 200000), "\n";
usleep(600000);
var_dump($holder->unlock('dead-waiter'));
echo 'free after the release: ', json_encode(rl_redis_at($port, 'EXISTS', rl_lock_key('dead-waiter'))), "\n";

// a dead waiter ahead of a live one: the live one gets it
var_dump($holder->lock('dead-waiter', 0, 30));
rl_waiter_killed($port, 'dead-waiter', 200000);
$log = tempnam(sys_get_temp_dir(), 'rl');
$live = rl_fork(function () use ($log, $port) {
    $lock = rl_lock(['port' => $port]);
    file_put_contents($log, var_export($lock->lock('dead-waiter', 20, 30, 10000000), true) . ' ' . rl_counter('Locks acquired by hand-over'));
    $lock->unlock('dead-waiter');
});
rl_wait_blocked($port, 1, at_least: true);
usleep(600000);
var_dump($holder->unlock('dead-waiter'));
echo 'live waiter: ', rl_fork_wait($live), ' ', file_get_contents($log), "\n";
unlink($log);
rl_server_stop($server);
?>
--EXPECT--
bool(true)
killed: 137
bool(true)
free after the release: 0
bool(true)
bool(true)
live waiter: 0 true 1
