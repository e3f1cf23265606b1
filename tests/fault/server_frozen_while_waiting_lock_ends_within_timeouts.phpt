--TEST--
Fault: a server frozen while lock() waits in BLPOP for a held lock ends that call within $timeout plus read_timeout; the object works after SIGCONT
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port, $pid] = rl_server_start();
$scale = rl_time_scale();                          // the whole scenario stretches under valgrind
$params = ['port' => $port, 'read_timeout' => 0.3 * $scale];
$holder = new RedisLock($params);
var_dump($holder->lock('hot', 0, 30 * $scale));

$waiter = new RedisLock($params);
$freezer = pcntl_fork();
if ($freezer === 0) {
    $GLOBALS['rl_servers'] = [];    // the parent owns the server
    usleep(200000 * $scale);        // the waiter is blocked by now
    posix_kill($pid, SIGSTOP);
    usleep(1500000 * $scale);       // longer than $timeout + read_timeout
    posix_kill($pid, SIGCONT);
    exit(0);
}
$t = hrtime(true);
try {
    $r = $waiter->lock('hot', 1 * $scale, 15, 500000 * $scale);
    echo 'returned ', var_export($r, true), "\n";
} catch (RedisLockException $e) {
    echo "RedisLockException\n";
}
$s = (hrtime(true) - $t) / 1e9;
echo $s < (1 + 0.3 + 0.15) * $scale ? "ended within the timeouts\n" : "took $s s\n";
pcntl_waitpid($freezer, $status);
var_dump($holder->unlock('hot'));
var_dump($waiter->lock('hot'), $waiter->unlock('hot'));
?>
--EXPECTF--
bool(true)
%r(returned false|RedisLockException)%r
ended within the timeouts
bool(true)
bool(true)
bool(true)
