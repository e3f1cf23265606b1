--TEST--
RedisLock: a waiting lock() whose connection is killed (CLIENT KILL, as a restart or an operator would) lost only its wake: it reconnects and keeps waiting within its $timeout, and takes the lock when it comes free
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();
$scale = rl_time_scale();
$holder = new RedisLock(rl_params(['port' => $port, 'persistent' => false]));
var_dump($holder->lock('job', 0, 1 * $scale));       // expires after 1 s
$killer = pcntl_fork();
if ($killer === 0) {
    $GLOBALS['rl_servers'] = [];
    usleep(300000 * $scale);
    rl_redis_at($port, 'CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    exit(0);
}
$waiter = new RedisLock(rl_params(['port' => $port]));
[$outcome, $s] = rl_timed(fn () => $waiter->lock('job', 3 * $scale, 15, 2000000 * $scale));
pcntl_waitpid($killer, $status);
echo $outcome, "\n";
echo $s > 0.9 * $scale && $s < 1.5 * $scale ? "taken when the holder's lock expired\n" : "after $s s\n";
var_dump($waiter->unlock('job'));
?>
--EXPECT--
bool(true)
true
taken when the holder's lock expired
bool(true)
