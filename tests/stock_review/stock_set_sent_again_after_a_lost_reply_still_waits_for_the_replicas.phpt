--TEST--
RedisStock set() with sync_replicas=1: when its reply is lost while the only replica is SIGSTOPped, the run sent again on a new connection (which finds that the first ran, and sets nothing again) still waits for the replica to have that write, and throws code 7 when it does not: a set() never answers true for a write the replicas may lack
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
$r = rl_replicated_start();
// the proxy forwards to this test's master
putenv('REDISLOCK_TEST_PORT=' . $r['master']);
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'sync_replicas' => 1,
    'persistent' => false];
$direct = new RedisStock($params + ['sync_timeout' => 5 * rl_time_scale()]);
// the script is loaded first, so that the proxy drops a run's reply
var_dump($direct->set('w', 10));
$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');
$stock = new RedisStock(['port' => $proxy['port'], 'sync_timeout' => 0.3] + $params);
posix_kill($r['replica_pid'], SIGSTOP);
try {
    $runs = rl_command_calls('evalsha');
    try {
        $outcome = var_export($stock->set('w', 20), true);
    } catch (RedisLockException $e) {
        $outcome = 'code ' . $e->getCode() . (str_contains($e->getMessage(), 'only 0 of the 1 replicas') ? ', says 0 of 1'
            : ': ' . $e->getMessage());
    }
    echo "set 20: $outcome, script runs ", rl_command_calls('evalsha') - $runs, "\n";
    echo 'available on the master: ', $direct->available('w'), "\n";
} finally {
    posix_kill($r['replica_pid'], SIGCONT);
    rl_proxy_stop($proxy);
}
?>
--EXPECT--
bool(true)
set 20: code 7, says 0 of 1, script runs 2
available on the master: 20
