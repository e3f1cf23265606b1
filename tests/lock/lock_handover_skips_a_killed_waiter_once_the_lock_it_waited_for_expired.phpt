--TEST--
RedisLock hand-over: a waiter with a long $waitIntervalUs (10 s) that is SIGKILLed while a short lock (1 s) is held counts as alive only until that lock's lifetime ran out plus 100 ms (it would have woken then to ask again), not for its whole interval: a release 0.5 s after that lock expired frees the name for the next caller instead of handing it to the dead waiter for its 30 s $expire
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
// a private server: its blocked clients are this test's waiters only
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port]);
var_dump($holder->lock('short', 0, 1));
echo 'killed: ', rl_waiter_killed($port, 'short', 10000000), "\n";
// the 1 s lock expires on its own; 0.5 s later another caller takes the
// name and releases it
for ($i = 0; $i < 300 && rl_redis_at($port, 'EXISTS', rl_lock_key('short')); $i++) {
    usleep(10000);
}
usleep(500000);
$other = rl_lock(['port' => $port]);
var_dump($other->lock('short', 0, 30), $other->unlock('short'));
echo 'free after the release: ', json_encode(rl_redis_at($port, 'EXISTS', rl_lock_key('short'))), "\n";
echo 'the next caller takes it at once: ', json_encode(rl_lock(['port' => $port])->lock('short')), "\n";
rl_server_stop($server);
?>
--EXPECT--
bool(true)
killed: 137
bool(true)
bool(true)
free after the release: 0
the next caller takes it at once: true
