--TEST--
RedisLock/RedisQueue connection: a Redis that refuses the handshake's PING, CLIENT SETNAME and INFO (renamed away, or an ACL user denied them) is still recognised as Redis, and locks and queues work (no eviction check is possible then)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'redis >= 6.2'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--rename-command', 'PING', '', '--rename-command', 'CLIENT', '', '--rename-command', 'INFO', '']);
$lock = new RedisLock(rl_params(['port' => $port, 'persistent' => false]));
var_dump($lock->lock('renamed'), $lock->unlock('renamed'));

[$port] = rl_server_start();
rl_redis_at($port, 'ACL', 'SETUSER', 'worker', 'on', '>pw', '~*', '&*', '+@all', '-ping', '-client', '-info');
$param = rl_params(['port' => $port, 'user' => 'worker', 'password' => 'pw', 'persistent' => false]);
$lock = new RedisLock($param);
var_dump($lock->lock('acl', 0.1), $lock->unlock('acl'));
$queue = new RedisQueue($param);
var_dump($queue->enqueue('jobs', 'a'), $queue->pop('jobs')['id']);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
string(1) "a"
