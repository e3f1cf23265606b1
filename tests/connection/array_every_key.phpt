--TEST--
RedisLock connection: an array with every key (host, port, socket, database, user, password, timeouts, persistent, prefix, fencing)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--requirepass', 'other']);
rl_redis_at($port, 'AUTH', 'other');
rl_redis_at($port, 'ACL', 'SETUSER', 'alice', 'on', '>pw', '~*', '+@all');

$params = [
    'host' => '127.0.0.1',
    'port' => $port,
    'socket' => null,
    'database' => 4,
    'user' => 'alice',
    'password' => 'pw',
    'connect_timeout' => 0.5,
    'read_timeout' => 2,
    'persistent' => false,
    'prefix' => 'app:',
    'fencing' => true,
];
$lock = new RedisLock($params);
var_dump($lock->lock('job'));
var_dump(is_int($lock->fencingToken('job')));

rl_redis_at($port, 'SELECT', '4');
var_dump(rl_redis_at($port, 'EXISTS', 'app:Lock:job'));
rl_redis_at($port, 'SELECT', '0');

$mine = array_values(array_filter(explode("\n", rl_redis_at($port, 'CLIENT', 'LIST')), fn ($l) => (bool) preg_match('/ user=alice( |$)/', $l)));
var_dump(count($mine), str_contains($mine[0], ' db=4 '));

// numeric strings and INI-style booleans are accepted as well
$lock2 = new RedisLock(['port' => (string) $port, 'database' => '4', 'user' => 'alice', 'password' => 'pw',
    'connect_timeout' => '0.5', 'read_timeout' => '0', 'persistent' => 'off', 'prefix' => 'app:', 'fencing' => 'yes']);
var_dump($lock2->lock('job'));          // held by $lock in the same database
var_dump($lock2->lock('job2'));
var_dump(is_int($lock2->fencingToken('job2')));
?>
--EXPECT--
bool(true)
bool(true)
int(1)
int(1)
bool(true)
bool(false)
bool(true)
bool(true)
