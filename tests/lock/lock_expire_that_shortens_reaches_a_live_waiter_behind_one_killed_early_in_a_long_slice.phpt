--TEST--
RedisLock hand-over: an expire() that shortens a held lock reaches every waiter, also behind one that still counts as alive though it is dead: with a waiter SIGKILLed right after it joined (waiting in 5 s slices, its alive time 5.1 s away) first in line, the live waiter behind it (5 s slices too) learns the new lifetime and takes the lock about 1 s after expire($name, 1), not at the end of its slice 5 s on
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
$scale = rl_time_scale();
$slice = 5000000 * $scale;
// a private server: its blocked clients are this test's waiters only
[$port, $server] = rl_server_start();
$waiters = '{' . rl_lock_key('shortened') . '}:waiters';
$holder = rl_lock(['port' => $port]);
var_dump($holder->lock('shortened', 0, 60));
// first in line: killed as soon as it blocks, right after it joined
echo 'killed: ', rl_waiter_killed($port, 'shortened', $slice), "\n";
rl_wait_blocked($port, 0); // the server saw it go
[$dead] = rl_redis_at($port, 'ZRANGE', $waiters, '0', '0');
$alive = (int) rl_redis_at($port, 'ZSCORE', '{' . rl_lock_key('shortened') . '}:alive', $dead);
$now = (int) rl_redis_at($port, 'TIME')[0] * 1000;
echo 'the dead waiter still counts as alive for seconds: ', $alive - $now > 3000 ? 'yes' : 'no', "\n";
$log = tempnam(sys_get_temp_dir(), 'rl');
$live = rl_fork(function () use ($log, $port, $slice) {
    $got = rl_lock(['port' => $port])->lock('shortened', 20 * rl_time_scale(), 30, $slice);
    file_put_contents($log, var_export($got, true) . ' ' . microtime(true));
});
rl_wait_blocked($port, 1);
echo 'waiters before: ', rl_redis_at($port, 'ZCARD', $waiters), "\n";
$t = microtime(true);
var_dump($holder->expire('shortened', 1));
echo 'live waiter: ', rl_fork_wait($live), "\n";
[$got, $at] = explode(' ', file_get_contents($log));
echo "it got the lock: $got\n";
echo $at - $t >= 0.9 && $at - $t < 1 + 1.5 * $scale ? "about 1 s after the expire()\n" : 'after ' . ($at - $t) . " s\n";
unlink($log);
rl_server_stop($server);
?>
--EXPECT--
bool(true)
killed: 137
the dead waiter still counts as alive for seconds: yes
waiters before: 2
bool(true)
live waiter: 0
it got the lock: true
about 1 s after the expire()
