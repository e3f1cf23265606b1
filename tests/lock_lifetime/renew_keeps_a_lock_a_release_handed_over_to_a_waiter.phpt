--TEST--
RedisLock renew: a lock that a release handed over to a waiting object with renew (its BLPOP returned holding it) is renewed like one it took itself: held through a sleep of three times its $expire
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
require __DIR__ . '/../inc/hotlock.inc';
$s = rl_time_scale();
// a private server: its blocked clients are this test's waiter only
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port]);
var_dump($holder->lock('handed', 0, 30));
$log = tempnam(sys_get_temp_dir(), 'rl');
$pid = rl_fork(function () use ($port, $s, $log) {
    $lock = rl_lock(['port' => $port, 'renew' => true]);
    $got = $lock->lock('handed', 20 * $s, $s, 10000000);
    $handed = rl_counter('Locks acquired by hand-over');
    usleep((int) (3 * $s * 1e6));
    file_put_contents($log, json_encode([$got, $handed, $lock->isLocking('handed'), rl_counter('Lifetimes extended') >= 4]));
    $lock->unlock('handed');
});
rl_wait_blocked($port, 1, at_least: true);
var_dump($holder->unlock('handed'));
usleep((int) (1.5 * $s * 1e6));   // past the handed lock's $expire
echo 'another object cannot take it: ', $holder->lock('handed', 0, 30) ? 'no' : 'yes', "\n";
echo 'waiter: ', rl_fork_wait($pid), ' ', file_get_contents($log), "\n";
unlink($log);
rl_server_stop($server);
?>
--EXPECT--
bool(true)
bool(true)
another object cannot take it: yes
waiter: 0 [true,1,true,true]
