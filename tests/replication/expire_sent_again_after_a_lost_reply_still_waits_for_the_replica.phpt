--TEST--
sync_replicas=1 on RedisLock::expire() and RedisSemaphore::expire(): when the reply of the extension is lost while the only replica is SIGSTOPped, the run sent again on a new connection writes the new lifetime again, even in the millisecond of the first run (when it changes nothing), so that its WAIT waits for the replica to have it, and throws code 7 with nothing kept: never true for a lifetime the replica may lack (Redis 7.2 and later count, for WAIT, only the asking connection's writes); each is tried in several rounds, as a run sent again within the same millisecond is what broke the permit's
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
require __DIR__ . '/../inc/resend.inc';
require __DIR__ . '/../inc/semaphore.inc';
$r = rl_replicated_start();
putenv('REDISLOCK_TEST_PORT=' . $r['master']);
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'persistent' => false];
// the scripts are loaded first, so that the proxy drops a run's reply
$warm_lock = new RedisLock($params);
$warm_semaphore = new RedisSemaphore($params);
var_dump($warm_lock->lock('warm'), $warm_lock->expire('warm', 5), $warm_lock->unlock('warm'));
var_dump($warm_semaphore->acquire('warm', 1), $warm_semaphore->expire('warm', 5), $warm_semaphore->release('warm'));

// each round: taken with a 30 s lifetime while the replica runs, then the
// replica stopped and the lifetime extended to 61 s; the proxy drops the
// reply of the command that carries 61000 (ms), the extension's script
$calls = [
    'lock' => [static fn (array $p) => new RedisLock($p), static fn ($o) => $o->lock('one', 0, 30),
        static fn ($o) => $o->expire('one', 61), [rl_lock_key('one')]],
    'semaphore' => [static fn (array $p) => new RedisSemaphore($p), static fn ($o) => $o->acquire('pool', 2, 0, 30),
        static fn ($o) => $o->expire('pool', 61), [rl_semaphore_key('pool')]],
];
$rounds = 4;
try {
    foreach ($calls as $name => [$make, $take, $extend, $keys]) {
        $outcomes = [];
        for ($round = 0; $round < $rounds; $round++) {
            $proxy = rl_proxy_start('/\r\nEVALSHA\r\n.*\r\n61000\r\n/s');
            $holder = $make(['port' => $proxy['port'], 'sync_replicas' => 1,
                'sync_timeout' => 0.1 * rl_time_scale()] + $params);
            // the replica, just woken, may take longer than sync_timeout to
            // answer the take's WAIT (code 7, nothing kept): taken again
            for ($try = 1, $taken = false; !$taken && $try <= 5; $try++) {
                try {
                    $taken = $take($holder);
                } catch (RedisLockException $e) {
                    if ($e->getCode() !== 7 || $try === 5) {
                        throw $e;
                    }
                }
            }
            $commands = rl_resend_commands();
            posix_kill($r['replica_pid'], SIGSTOP);
            try {
                $outcome = rl_sync_outcome(static fn () => $extend($holder));
            } finally {
                posix_kill($r['replica_pid'], SIGCONT);
            }
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
bool(true)
lock: code 7, says 0 of 1, sent again, keys left on the master: 0, every round
semaphore: code 7, says 0 of 1, sent again, keys left on the master: 0, every round
