--TEST--
RedisLock: a lost reply followed by a refused reconnect throws, and the token is settled once Redis is reachable again
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';

// The SET runs, its reply is lost, and the reconnect is refused (or reset,
// when it reaches the proxy just before its port closes).
$proxy = rl_proxy_start('/\r\nSET\r\n/', 'refuse');
$lock = new RedisLock(rl_params(['port' => $proxy['port'], 'persistent' => false]));
try {
    $lock->lock('job');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
rl_proxy_stop($proxy);

// Redis reachable again on the same address: the object knows the token.
$proxy = rl_proxy_start('/^$/', 'serve', $proxy['port']);
var_dump($lock->isLocking('job'));
var_dump($lock->unlock('job'));
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
rl_proxy_stop($proxy);
?>
--EXPECTF--
RedisLockException: redislock: %s127.0.0.1:%d%s
bool(true)
bool(true)
int(0)
