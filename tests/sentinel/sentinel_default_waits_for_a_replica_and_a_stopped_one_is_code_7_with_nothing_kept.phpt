--TEST--
Sentinel is safe by default: without the sync_replicas option, lock(), lockMany() and RedisSemaphore::acquire() through Sentinel (a master with one replica, as the sentinels know) are granted only once the replica has the write (a WAIT in the same round trip); with the replica SIGSTOPped (still known to the sentinels) each throws RedisLockException code 7 after about sync_timeout, saying how many replicas acknowledged and that the number is the Sentinel default's, and nothing is kept: no key or permit of the caller on the master, isLocking()/isAcquired() false
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$s = rl_sentinel_start(1, 1);
$replica_pid = reset($s['replicas']);
// granted: the replica's acknowledgement may be slow on a loaded machine,
// so these objects wait for it long; refused: short, to keep the test fast
$patient = rl_sentinel_params($s, ['sync_timeout' => 5 * rl_time_scale()]);
$params = rl_sentinel_params($s, ['sync_timeout' => 0.3]);
$lock = new RedisLock($params);
$semaphore = new RedisSemaphore($params);

$patient_lock = new RedisLock($patient);
$patient_semaphore = new RedisSemaphore($patient);
$granted = ['lock' => static fn () => $patient_lock->lock('a', 0, 30),
    'lockMany' => static fn () => $patient_lock->lockMany(['m1', 'm2'], 0, 30),
    'acquire' => static fn () => $patient_semaphore->acquire('p', 2, 0, 30)];
foreach ($granted as $label => $call) {
    $waits = rl_command_calls('wait', $s['master']);
    $outcome = var_export($call(), true);
    echo "$label: $outcome, WAIT sent: ", rl_command_calls('wait', $s['master']) > $waits ? 'yes' : 'no', "\n";
}
var_dump($patient_lock->unlockAll(), $patient_semaphore->releaseAll());

posix_kill($replica_pid, SIGSTOP);
try {
    $calls = ['lock' => static fn () => $lock->lock('b', 0, 30), 'lockMany' => static fn () => $lock->lockMany(['c1', 'c2'], 0, 30),
        'acquire' => static fn () => $semaphore->acquire('q', 2, 0, 30)];
    foreach ($calls as $label => $call) {
        try {
            $outcome = var_export($call(), true);
            echo "$label: no exception, returned $outcome\n";
        } catch (RedisLockException $e) {
            echo "$label: code ", $e->getCode(), ', ',
                str_contains($e->getMessage(), 'only 0 of the 1 replicas') ? 'says 0 of 1' : $e->getMessage(), ', ',
                str_contains($e->getMessage(), 'the Sentinel default asks for (sync_replicas not given; sync_replicas=0 opts out)')
                    ? 'says the default' : 'does not say the default', ', ',
                str_contains($e->getMessage(), 'released again') ? 'says released' : 'does not say released', "\n";
        }
    }
    echo 'names left on the master: ', rl_redis_at($s['master'], 'EXISTS', rl_lock_key('b'), rl_lock_key('c1'), rl_lock_key('c2')), "\n";
    echo 'permits left on the master: ', rl_redis_at($s['master'], 'ZCARD', rl_prefix() . 'Semaphore:q'), "\n";
    var_dump($lock->isLocking('b'), $lock->isLocking('c1'), $semaphore->isAcquired('q'));
} finally {
    posix_kill($replica_pid, SIGCONT);
}
?>
--EXPECT--
lock: true, WAIT sent: yes
lockMany: true, WAIT sent: yes
acquire: true, WAIT sent: yes
bool(true)
bool(true)
lock: code 7, says 0 of 1, says the default, says released
lockMany: code 7, says 0 of 1, says the default, says released
acquire: code 7, says 0 of 1, says the default, says released
names left on the master: 0
permits left on the master: 0
bool(false)
bool(false)
bool(false)
