--TEST--
sync_replicas: with the only replica SIGSTOPped, lock() throws RedisLockException code 7 after about sync_timeout, saying how many replicas acknowledged, and the lock is released again (another caller takes it at once); expire() likewise releases the lock it could not replicate and forgets it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$r = rl_replicated_start();
// [the RedisLockException $call threw, or a stand-in saying what it returned; seconds]
$attempt = static function (callable $call): array {
    $t = hrtime(true);
    try {
        $e = new Exception('no exception: returned ' . var_export($call(), true));
    } catch (RedisLockException $e) {
    }
    return [$e, (hrtime(true) - $t) / 1e9];
};
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'sync_timeout' => 0.3];
$held = new RedisLock($params + ['sync_replicas' => 1]);
var_dump($held->lock('extended'));
posix_kill($r['replica_pid'], SIGSTOP);
try {
    foreach (['plain' => [], 'fencing' => ['fencing' => true]] as $label => $extra) {
        $lock = new RedisLock($extra + $params + ['sync_replicas' => 1]);
        [$e, $took] = $attempt(static fn () => $lock->lock("job-$label"));
        echo "$label: ", get_class($e), ' code ', $e->getCode(), ': ', str_contains($e->getMessage(), 'only 0 of the 1 replicas') ? 'says 0 of 1' : $e->getMessage(),
            ', ', str_contains($e->getMessage(), 'released again') ? 'says released' : 'does not say released', "\n";
        echo "$label: took about sync_timeout: ", $took >= 0.29 && $took < 2.0 * rl_time_scale() ? 'yes' : "no ($took s)", "\n";
        echo "$label: key left on the master: ", rl_redis_at($r['master'], 'EXISTS', rl_lock_key("job-$label")), "\n";
        var_dump($lock->isLocking("job-$label"));
        var_dump((new RedisLock($params))->lock("job-$label"));
    }
    [$e] = $attempt(static fn () => $held->expire('extended', 60));
    echo 'expire: code ', $e->getCode(), ', ', str_contains($e->getMessage(), 'the lock was extended') ? 'says extended' : $e->getMessage(), "\n";
    echo 'expire: key left on the master: ', rl_redis_at($r['master'], 'EXISTS', rl_lock_key('extended')), "\n";
    var_dump($held->unlock('extended'));
    // asking for no more replicas than answer still works
    $two = new RedisLock($params + ['sync_replicas' => 2]);
    posix_kill($r['replica_pid'], SIGCONT);
    [$e] = $attempt(static fn () => $two->lock('two'));
    echo 'two asked, one replica: code ', $e->getCode(), ', ', str_contains($e->getMessage(), 'only 1 of the 2 replicas') ? 'says 1 of 2' : $e->getMessage(), "\n";
} finally {
    posix_kill($r['replica_pid'], SIGCONT);
}
?>
--EXPECT--
bool(true)
plain: RedisLockException code 7: says 0 of 1, says released
plain: took about sync_timeout: yes
plain: key left on the master: 0
bool(false)
bool(true)
fencing: RedisLockException code 7: says 0 of 1, says released
fencing: took about sync_timeout: yes
fencing: key left on the master: 0
bool(false)
bool(true)
expire: code 7, says extended
expire: key left on the master: 0
bool(false)
two asked, one replica: code 7, says 1 of 2
