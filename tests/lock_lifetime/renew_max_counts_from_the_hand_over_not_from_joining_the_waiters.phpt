--TEST--
RedisLock renew_max: for a lock a release handed over to a waiting object with renew, renew_max counts from the hand-over (when lock() returned true), not from the attempt that joined the waiters: after a wait of 1.5 s, a lock with $expire = 0.6 and renew_max = 2 is still held, renewed, 1.4 s after lock() returned (past both its $expire and the cap counted from the wait's start) without any warning, and gone by 2.5 s after it, the cap counted from the hand-over
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
require __DIR__ . '/../inc/hotlock.inc';
$s = rl_time_scale();
// a private server: its blocked clients are this test's waiter only
[$port, $server] = rl_server_start();
$holder = rl_fork(function () use ($port, $s) {
    $lock = rl_lock(['port' => $port]);
    $lock->lock('handed', 0, 30);
    rl_wait_blocked($port, 1, at_least: true);   // the waiter below is in its BLPOP
    rl_sleep(1.5 * $s);
    $lock->unlock('handed');     // hands the lock over
});
rl_wait_for(fn () => rl_lock_token('handed', $port) !== null, 5 * $s);
$lock = rl_lock(['port' => $port, 'renew' => true, 'renew_max' => 2 * $s]);
$waited = rl_now();
var_dump($lock->lock('handed', 20 * $s, 0.6 * $s, 10000000));
$handed = rl_now();
echo 'waited about 1.5 s: ', $handed - $waited > 1.2 * $s ? 'yes' : 'no, ' . ($handed - $waited), "\n";
echo 'holder: ', rl_fork_wait($holder), "\n";
rl_sleep(1.4 * $s - (rl_now() - $handed));
[$held, $warnings] = rl_warnings(fn () => $lock->isLocking('handed'));
echo '1.4 s after the hand-over: held ', json_encode($held), ', in Redis ', json_encode(rl_lock_token('handed', $port) !== null),
    ', warnings ', count($warnings), "\n";
$gone = rl_wait_for(fn () => rl_lock_token('handed', $port) === null, 3 * $s);
$at = rl_now() - $handed;
echo 'gone by 2.5 s after the hand-over: ', $gone !== null && $at < 2.5 * $s ? 'yes' : "no ($at s)", "\n";
echo 'and not before the cap: ', $at > 1.9 * $s ? 'yes' : "no ($at s)", "\n";
rl_server_stop($server);
?>
--EXPECT--
bool(true)
waited about 1.5 s: yes
holder: 0
1.4 s after the hand-over: held true, in Redis true, warnings 0
gone by 2.5 s after the hand-over: yes
and not before the cap: yes
