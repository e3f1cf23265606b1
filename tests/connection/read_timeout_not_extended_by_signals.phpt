--TEST--
RedisLock/RedisQueue connection: signals arriving every 50 ms while a frozen server does not answer do not extend read_timeout (code 4 on time)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$scale = rl_time_scale();
[$port, $pid] = rl_server_start();
$lock = new RedisLock(['port' => $port, 'read_timeout' => 1 * $scale, 'persistent' => false]);
var_dump($lock->lock('warm'));   // connected
posix_kill($pid, SIGSTOP);

$signals = rl_signals_start(3 * $scale);
[$outcome, $s] = rl_timed(fn () => $lock->lock('job'));
$n = rl_signals_stop($signals);
echo $outcome, "\n";
posix_kill($pid, SIGCONT);
echo $s >= 0.95 * $scale && $s < 1.3 * $scale ? "ended after read_timeout\n" : "took $s s\n";
echo $n >= 10 ? "interrupted by signals\n" : "only $n signals\n";
?>
--EXPECTF--
bool(true)
4: redislock: no reply from 127.0.0.1:%d within %s s (read_timeout)
ended after read_timeout
interrupted by signals
