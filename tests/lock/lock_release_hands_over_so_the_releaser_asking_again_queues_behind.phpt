--TEST--
RedisLock hand-over: a release with a waiter gives the lock to the waiter in the same script, so the releaser asking again at once finds it taken (no barging), and the waiter holds it with its own lifetime
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
// a private server: its blocked clients are this test's waiters only
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port]);
var_dump($holder->lock('barge', 0, 30));
$log = tempnam(sys_get_temp_dir(), 'rl');
$pid = rl_fork(function () use ($log, $port) {
    $lock = rl_lock(['port' => $port]);
    $got = $lock->lock('barge', 20, 7, 10000000);
    file_put_contents($log, ($got ? 'waiter got it' : 'waiter did not') . ', isLocking: ' . var_export($lock->isLocking('barge'), true));
    usleep(300000);
    $lock->unlock('barge');
});
rl_wait_blocked($port, 1, at_least: true);
var_dump($holder->unlock('barge'));
var_dump($holder->lock('barge', 0, 30));            // right after: the waiter has it
$ttl = rl_redis_at($port, 'PTTL', rl_lock_key('barge'));
echo 'lifetime the waiter asked for: ', $ttl > 6000 && $ttl <= 7000 ? 'yes' : "no ($ttl ms)", "\n";
echo rl_fork_wait($pid), "\n";
echo file_get_contents($log), "\n";
var_dump($holder->lock('barge', 0, 30), $holder->unlock('barge'));
unlink($log);
rl_server_stop($server);
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
lifetime the waiter asked for: yes
0
waiter got it, isLocking: true
bool(true)
bool(true)
