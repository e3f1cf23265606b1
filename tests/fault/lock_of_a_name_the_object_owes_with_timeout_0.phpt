--TEST--
A lock() that threw code 3 after its SET ran leaves its token holding the name, owed its release; lock(name, 0) by the same object (no other holder) sends the owed release before its one attempt and answers true
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
rl_clean_keys();
$proxy = rl_proxy_start('/\r\nSET\r\n/', 'hang');
$lock = new RedisLock(['port' => $proxy['port'], 'prefix' => rl_prefix(), 'persistent' => false, 'read_timeout' => 0.5]);
try {
    $lock->lock('job', 0, 30);
    echo "lock() did not throw\n";
} catch (RedisLockException $e) {
    echo 'lock() threw code ', $e->getCode(), "\n";
}
echo 'job held on the server: ', rl_redis_at(rl_port(), 'EXISTS', rl_lock_key('job')), "\n";
$t = microtime(true);
try {
    $got = var_export($lock->lock('job', 0, 30), true);
} catch (RedisLockException $e) {
    $got = 'code ' . $e->getCode();
}
echo "lock(job, 0): $got\n";
echo 'lock(job, 0) again: ', var_export($lock->lock('job', 0, 30), true), "\n";
echo microtime(true) - $t < 0.9 ? "at once\n" : sprintf("after %.1f s\n", microtime(true) - $t);
rl_proxy_stop($proxy);
?>
--EXPECT--
lock() threw code 3
job held on the server: 1
lock(job, 0): true
lock(job, 0) again: false
at once
