--TEST--
Fault: a server frozen while a wait's replies are owed (its wait interval as long as its $timeout): lock() ends within $timeout + read_timeout, with code 1 (nothing of its sent), and does not open a second connection to the frozen server
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port, $pid] = rl_server_start();
$scale = rl_time_scale();
$holder = new RedisLock(rl_params(['port' => $port, 'persistent' => false]));
var_dump($holder->lock('hot', 0, 30 * $scale));
$waiter = new RedisLock(rl_params(['port' => $port, 'read_timeout' => 0.3 * $scale]));
var_dump($waiter->isLocking('hot'));               // connected
$freezer = pcntl_fork();
if ($freezer === 0) {
    $GLOBALS['rl_servers'] = [];
    usleep(300000 * $scale);
    posix_kill($pid, SIGSTOP);
    exit(0);
}
[, $before] = rl_connection_counts($port);
[$outcome, $s] = rl_timed(fn () => $waiter->lock('hot', 1 * $scale, 15, 1000000 * $scale));
pcntl_waitpid($freezer, $status);
posix_kill($pid, SIGCONT);
echo $outcome, "\n";
echo $s < (1 + 0.3 + 0.1) * $scale ? "ended within \$timeout + read_timeout\n" : "took $s s\n";
[, $after] = rl_connection_counts($port);
echo 'connections opened: ', $after - $before - 1, "\n";   // - 1: the helper's INFO
var_dump($holder->unlock('hot'), $waiter->lock('hot'), $waiter->unlock('hot'));
?>
--EXPECTF--
bool(true)
bool(false)
1: redislock: 127.0.0.1:%d did not answer within %s s (read_timeout) what an earlier wait left to read: nothing was sent
ended within $timeout + read_timeout
connections opened: 0
bool(true)
bool(true)
bool(true)
