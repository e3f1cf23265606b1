--TEST--
RedisLock hand-over: waiters that joined one after another get the lock in that order, each handed it by the release before (none polls: their interval is 10 s)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
// a private server: its blocked clients are this test's waiters only
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port]);
var_dump($holder->lock('queue-order', 0, 30));
$log = tempnam(sys_get_temp_dir(), 'rl');
$pids = [];
for ($i = 0; $i < 5; $i++) {
    $pids[] = rl_fork(function () use ($i, $log, $port) {
        $lock = rl_lock(['port' => $port]);
        $got = $lock->lock('queue-order', 20, 30, 10000000);
        file_put_contents($log, "$i:" . ($got ? rl_counter('Locks acquired by hand-over') : 'no') . "\n", FILE_APPEND | LOCK_EX);
        usleep(20000);
        $lock->unlock('queue-order');
    });
    // the next joins only once this one waits (its BLPOP blocks)
    rl_wait_blocked($port, $i + 1, at_least: true);
}
var_dump($holder->unlock('queue-order'));
echo implode(',', array_map('rl_fork_wait', $pids)), "\n";
echo implode(' ', file($log, FILE_IGNORE_NEW_LINES)), "\n";
unlink($log);
rl_server_stop($server);
?>
--EXPECT--
bool(true)
bool(true)
0,0,0,0,0
0:1 1:1 2:1 3:1 4:1
