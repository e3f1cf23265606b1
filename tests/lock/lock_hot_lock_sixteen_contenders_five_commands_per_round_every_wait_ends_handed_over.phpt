--TEST--
RedisLock hot lock: 16 forked contenders x 20 rounds of lock, GET, SET, unlock send at most 5.2 commands per round (MONITOR), every BLPOP ends with the lock handed over (no wake without it, no poll: the interval is 5 s), no lock() waits near its $timeout, and the counter is exact
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
// a private server: MONITOR sees this test's commands only
[$port, $pid] = rl_server_start();
$run = rl_hot_lock_run($port, 'hotlock', 16, 20, ['port' => $port, 'persistent' => false], 30, 5000000);
echo 'counter: ', $run['counter'], ', rounds: ', $run['rounds'], ', failures: ', count($run['failures']), ', exit codes: ', $run['exit codes'], "\n";
foreach ($run['failures'] as $why) {
    echo "  $why\n";
}
printf("commands per round: %s\n", $run['per_round'] <= 5.2 ? 'at most 5.2' : sprintf('%.3f %s', $run['per_round'], json_encode($run['commands'])));
echo 'commands other than EVALSHA, BLPOP, GET, SET: ', json_encode(array_diff_key($run['commands'], array_flip(['EVALSHA', 'BLPOP', 'GET', 'SET']))), "\n";
$blpop = $run['commands']['BLPOP'] ?? 0;
echo 'every wait ended handed over: ', $blpop === $run['handed'] ? 'yes' : "no ($blpop BLPOP, {$run['handed']} handed over)", "\n";
echo 'most rounds handed over: ', $run['handed'] >= 300 ? 'yes' : "no ({$run['handed']})", "\n";
echo 'longest lock() under its $timeout: ', $run['longest'] < 15 ? 'yes' : "no ({$run['longest']} s)", "\n";
rl_server_stop($pid);
?>
--EXPECT--
counter: 320, rounds: 320, failures: 0, exit codes: 0
commands per round: at most 5.2
commands other than EVALSHA, BLPOP, GET, SET: []
every wait ended handed over: yes
most rounds handed over: yes
longest lock() under its $timeout: yes
