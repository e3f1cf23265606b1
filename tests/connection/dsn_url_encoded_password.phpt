--TEST--
RedisLock connection: user and password in a DSN are URL-decoded ("p%40ss" is "p@ss")
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--requirepass', 'p@ss:/?#']);
rl_redis_at($port, 'AUTH', 'p@ss:/?#');
rl_redis_at($port, 'ACL', 'SETUSER', 'b%b', 'on', '>w@rd', '~*', '+@all');

$lock = new RedisLock("redis://:p%40ss%3A%2F%3F%23@127.0.0.1:$port");
var_dump($lock->lock('one'));
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:one'));

$lock = new RedisLock("redis://b%25b:w%40rd@127.0.0.1:$port");
var_dump($lock->lock('two'));
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:two'));
?>
--EXPECT--
bool(true)
int(1)
bool(true)
int(1)
