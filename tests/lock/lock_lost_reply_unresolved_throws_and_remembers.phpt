--TEST--
RedisLock: a lost reply that cannot be settled throws code 3 (outcome unknown), and the object remembers the token for isLocking() and unlock()
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';

// The SET runs, its reply is lost, and the retry's connection gets no
// answer to its handshake in time: the retry did not run, so the outcome of
// the first attempt stays unknown (code 3), and both causes are named.
$proxy = rl_proxy_start('/\r\nSET\r\n/', 'hang');
$lock = new RedisLock(rl_params(['port' => $proxy['port'], 'persistent' => false, 'read_timeout' => 0.5]));
try {
    $lock->lock('job');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo get_class($e), ' ', $e->getCode(), ': ', $e->getMessage(), "\n";
}

// The token sits in Redis, and the object knows it is its own.
var_dump(strlen(rl_redis('GET', rl_lock_key('job'))));
var_dump($lock->isLocking('job'));
var_dump($lock->unlock('job'));
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
rl_proxy_stop($proxy);
?>
--EXPECTF--
RedisLockException 3: redislock: connection to 127.0.0.1:%d lost: the server closed it; asking again failed, so the outcome is unknown: connected to 127.0.0.1:%d, but no answer to the handshake (%s) within 0.5 s (read_timeout)
int(32)
bool(true)
bool(true)
int(0)
