--TEST--
A lock() that threw after its SET ran and its reply was lost leaves its token holding the name, owed its release; a lockMany() of that name by the same object (no other holder) sends the owed release first and takes it at once, instead of waiting on the object's own token until its timeout
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
    $got = var_export($lock->lockMany(['job', 'other'], 1, 30), true);
} catch (RedisLockException $e) {
    $got = 'code ' . $e->getCode();
}
echo "lockMany(): $got\n";
echo microtime(true) - $t < 0.9 ? "at once\n" : sprintf("after %.1f s\n", microtime(true) - $t);
rl_proxy_stop($proxy);
?>
--EXPECT--
lock() threw code 3
job held on the server: 1
lockMany(): true
at once
