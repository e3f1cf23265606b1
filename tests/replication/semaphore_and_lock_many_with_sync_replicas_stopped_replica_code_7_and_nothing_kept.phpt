--TEST--
sync_replicas on RedisSemaphore and lockMany(): with the replica answering, a permit and a cart are taken (the WAIT in the same round trip); with the only replica SIGSTOPped, acquire() and lockMany() throw RedisLockException code 7 saying how many replicas acknowledged and that what was taken was released again: no permit of the caller and none of the cart's names is left on the master, isAcquired()/isLocking() are false, and another caller takes them at once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$r = rl_replicated_start();
// the RedisLockException $call threw, or a stand-in saying what it returned
$attempt = static function (callable $call): Throwable {
    try {
        return new Exception('no exception: returned ' . var_export($call(), true));
    } catch (RedisLockException $e) {
        return $e;
    }
};
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'sync_timeout' => 0.3];
$semaphore = new RedisSemaphore($params + ['sync_replicas' => 1]);
$lock = new RedisLock($params + ['sync_replicas' => 1]);
var_dump($semaphore->acquire('answered', 2), $lock->lockMany(['a1', 'a2', 'a3']));
var_dump($semaphore->release('answered'), $lock->unlockAll());
posix_kill($r['replica_pid'], SIGSTOP);
try {
    $e = $attempt(static fn () => $semaphore->acquire('stopped', 2));
    echo 'acquire: ', get_class($e), ' code ', $e->getCode(), ', ',
        str_contains($e->getMessage(), 'only 0 of the 1 replicas') ? 'says 0 of 1' : $e->getMessage(), ', ',
        str_contains($e->getMessage(), 'released again') ? 'says released' : 'does not say released', "\n";
    echo 'acquire: permits left on the master: ', rl_redis_at($r['master'], 'ZCARD', rl_prefix() . 'Semaphore:stopped'), "\n";
    var_dump($semaphore->isAcquired('stopped'));
    $e = $attempt(static fn () => $lock->lockMany(['c1', 'c2', 'c3']));
    echo 'lockMany: ', get_class($e), ' code ', $e->getCode(), ', ',
        str_contains($e->getMessage(), 'only 0 of the 1 replicas') ? 'says 0 of 1' : $e->getMessage(), ', ',
        str_contains($e->getMessage(), 'released again') ? 'says released' : 'does not say released', "\n";
    echo 'lockMany: names left on the master: ', rl_redis_at($r['master'], 'EXISTS', rl_lock_key('c1'), rl_lock_key('c2'),
        rl_lock_key('c3')), "\n";
    var_dump($lock->isLocking('c1'), $lock->isLocking('c3'));
    var_dump((new RedisSemaphore($params))->acquire('stopped', 1), (new RedisLock($params))->lockMany(['c3', 'c1', 'c2']));
} finally {
    posix_kill($r['replica_pid'], SIGCONT);
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
acquire: RedisLockException code 7, says 0 of 1, says released
acquire: permits left on the master: 0
bool(false)
lockMany: RedisLockException code 7, says 0 of 1, says released
lockMany: names left on the master: 0
bool(false)
bool(false)
bool(true)
bool(true)
