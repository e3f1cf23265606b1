--TEST--
Sentinel: a master of which the sentinels know no replica (SENTINEL MASTER says num-slaves 0: no failover can happen either) grants lock(), lockMany() and RedisSemaphore::acquire() without a WAIT, at once, when sync_replicas is not given
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
[$master] = rl_server_start();
$answer = sys_get_temp_dir() . '/rl-sentinel-answer-' . getmypid();
file_put_contents($answer, (string) $master);
$sentinel = rl_fake_sentinel_start($answer, 0);
$params = ['sentinel' => ["127.0.0.1:{$sentinel['port']}"], 'service' => 'mymaster', 'prefix' => rl_prefix(), 'sync_timeout' => 2];
$waits = rl_command_calls('wait', $master);
[$outcome, $took] = rl_timed(static function () use ($params) {
    $lock = new RedisLock($params);
    $semaphore = new RedisSemaphore($params);
    return $lock->lock('a', 0, 30) && $lock->lockMany(['m1', 'm2'], 0, 30) && $semaphore->acquire('p', 2, 0, 30);
});
echo "granted: $outcome\n";
echo $took < 1.5 * rl_time_scale() ? "without waiting for sync_timeout\n" : "took $took s\n";
echo 'WAIT sent: ', rl_command_calls('wait', $master) - $waits, "\n";
echo 'on the master: ', rl_redis_at($master, 'EXISTS', rl_lock_key('a'), rl_lock_key('m1'), rl_lock_key('m2')), "\n";
rl_fake_stop($sentinel);
unlink($answer);
?>
--EXPECT--
granted: true
without waiting for sync_timeout
WAIT sent: 0
on the master: 3
