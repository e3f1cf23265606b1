--TEST--
RedisLock hand-over: an expire() that shortens a held lock wakes the first waiter that is still alive, as a release hands over to it: with a dead waiter (SIGKILLed, its alive time passed) first in line, the live waiter behind it (waiting in 5 s slices) is woken, waits for the new lifetime and takes the lock about 1 s after expire($name, 1), not at the end of its slice; the dead one leaves the waiters
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
$scale = rl_time_scale();
// a private server: its blocked clients are this test's waiters only
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port]);
var_dump($holder->lock('shortened', 0, 30));
// first in line, waiting in slices of 0.2 s: dead 0.3 s after its last attempt
echo 'killed: ', rl_waiter_killed($port, 'shortened', 200000), "\n";
$log = tempnam(sys_get_temp_dir(), 'rl');
$live = rl_fork(function () use ($log, $port) {
    $got = rl_lock(['port' => $port])->lock('shortened', 20 * rl_time_scale(), 30, 5000000);
    file_put_contents($log, var_export($got, true) . ' ' . microtime(true));
});
rl_wait_blocked($port, 1, at_least: true);
usleep(400000);
$waiters = rl_redis_at($port, 'ZCARD', '{' . rl_lock_key('shortened') . '}:waiters');
echo "waiters before: $waiters\n";
$t = microtime(true);
var_dump($holder->expire('shortened', 1));
echo 'live waiter: ', rl_fork_wait($live), "\n";
[$got, $at] = explode(' ', file_get_contents($log));
echo "it got the lock: $got\n";
echo $at - $t < 2.5 * $scale ? "about 1 s after the expire()\n" : 'after ' . ($at - $t) . " s\n";
echo 'waiters after: ', rl_redis_at($port, 'ZCARD', '{' . rl_lock_key('shortened') . '}:waiters'), "\n";
unlink($log);
rl_server_stop($server);
?>
--EXPECT--
bool(true)
killed: 137
waiters before: 2
bool(true)
live waiter: 0
it got the lock: true
about 1 s after the expire()
waiters after: 0
