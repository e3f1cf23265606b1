--TEST--
RedisLock hand-over: a lock() with $waitIntervalUs = 0 (attempt after attempt, no pause) that came first is not passed over by a waiter that came later: it is among the waiters too, and the release hands it the lock
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
// a private server: its blocked clients are this test's waiters only
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port]);
var_dump($holder->lock('spin', 0, 30));
$log = tempnam(sys_get_temp_dir(), 'rl');
$spinner = rl_fork(function () use ($log, $port) {
    $lock = rl_lock(['port' => $port]);
    $got = $lock->lock('spin', 1.5, 30, 0);
    file_put_contents($log, 'first (no pause): ' . var_export($got, true) . "\n", FILE_APPEND | LOCK_EX);
    if ($got) {
        usleep(100000);
        $lock->unlock('spin');
    }
});
usleep(300000); // the spinner asks first
$waiter = rl_fork(function () use ($log, $port) {
    $lock = rl_lock(['port' => $port]);
    $got = $lock->lock('spin', 10, 30, 5000000);
    file_put_contents($log, 'second (blocks): ' . var_export($got, true) . "\n", FILE_APPEND | LOCK_EX);
    if ($got) {
        usleep(2500000); // longer than the first one's timeout
        $lock->unlock('spin');
    }
});
rl_wait_blocked($port, 1, at_least: true);
var_dump($holder->unlock('spin'));
echo rl_fork_wait($spinner), ' ', rl_fork_wait($waiter), "\n";
echo file_get_contents($log);
unlink($log);
rl_server_stop($server);
?>
--EXPECT--
bool(true)
bool(true)
0 0
first (no pause): true
second (blocks): true
