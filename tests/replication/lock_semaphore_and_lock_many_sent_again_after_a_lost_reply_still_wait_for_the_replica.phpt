--TEST--
sync_replicas=1 on lock(), lockMany() and RedisSemaphore::acquire(): when a call's reply is lost while the only replica is SIGSTOPped, the run sent again on a new connection (which finds what the first run took with the call's token) writes it again, so that its WAIT waits for the replica to have it, and throws code 7 with nothing kept: never true for a name or permit the replica may lack (Redis 7.2 and later count, for WAIT, only the asking connection's writes), even when the run sent again lands in the millisecond of the first and its permit's expiry is unchanged; each is tried in several rounds, as that millisecond is what broke the permit's
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
require __DIR__ . '/../inc/resend.inc';
require __DIR__ . '/../inc/semaphore.inc';
$r = rl_replicated_start();
// the proxy forwards to this test's master
putenv('REDISLOCK_TEST_PORT=' . $r['master']);
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'persistent' => false];
// the scripts are loaded first, so that the proxy drops a run's reply
$warm_lock = new RedisLock($params);
$warm_semaphore = new RedisSemaphore($params);
var_dump($warm_lock->lock('warm'), $warm_lock->lockMany(['w1', 'w2']), $warm_lock->unlockAll());
var_dump($warm_semaphore->acquire('warm', 1), $warm_semaphore->release('warm'));

$calls = [
    // an uncontended lock() is a plain SET, sent again as the lock script
    'lock' => ['/\r\nSET\r\n/', static fn (array $p) => (new RedisLock($p))->lock('one', 0, 30),
        [rl_lock_key('one')]],
    'lockMany' => ['/\r\nEVALSHA\r\n/', static fn (array $p) => (new RedisLock($p))->lockMany(['c1', 'c2'], 0, 30),
        [rl_lock_key('c1'), rl_lock_key('c2')]],
    'acquire' => ['/\r\nEVALSHA\r\n/', static fn (array $p) => (new RedisSemaphore($p))->acquire('pool', 2, 0, 30),
        [rl_semaphore_key('pool')]],
];
$rounds = 4;
posix_kill($r['replica_pid'], SIGSTOP);
try {
    foreach ($calls as $name => [$pattern, $call, $keys]) {
        $outcomes = [];
        for ($round = 0; $round < $rounds; $round++) {
            $proxy = rl_proxy_start($pattern);
            $commands = rl_resend_commands();
            $outcome = rl_sync_outcome(static fn () => $call(['port' => $proxy['port'], 'sync_replicas' => 1,
                'sync_timeout' => 0.1] + $params));
            rl_proxy_stop($proxy);
            $outcomes[] = rl_resend_round($r['master'], $outcome, $commands, $keys);
        }
        rl_rounds_print($name, $outcomes);
    }
} finally {
    posix_kill($r['replica_pid'], SIGCONT);
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
lock: code 7, says 0 of 1, sent again, keys left on the master: 0, every round
lockMany: code 7, says 0 of 1, sent again, keys left on the master: 0, every round
acquire: code 7, says 0 of 1, sent again, keys left on the master: 0, every round
