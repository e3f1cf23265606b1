--TEST--
RedisLock connection: "redis://:password@host:port" authenticates with the password alone
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--requirepass', 's3cret']);
rl_redis_at($port, 'AUTH', 's3cret');

$lock = new RedisLock("redis://:s3cret@127.0.0.1:$port");
var_dump($lock->lock('job'));
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:job'));
var_dump($lock->unlock('job'));

// without the password the server refuses the command
try {
    (new RedisLock("redis://127.0.0.1:$port"))->lock('job');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECTF--
bool(true)
int(1)
bool(true)
RedisLockException: %S127.0.0.1:%d%SNOAUTH%S
