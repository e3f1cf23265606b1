--TEST--
RedisLock connection: null values in the array mean "not given": the INI settings apply
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
ini_set('redislock.port', (string) rl_port());
ini_set('redislock.prefix', rl_prefix() . 'ini:');
ini_set('redislock.database', '2');

$keys = ['host', 'port', 'socket', 'database', 'user', 'password', 'connect_timeout',
    'read_timeout', 'persistent', 'prefix', 'fencing'];
$lock = new RedisLock(array_fill_keys($keys, null));
var_dump($lock->lock('job'));
rl_redis('SELECT', '2');
var_dump(rl_redis('EXISTS', rl_prefix() . 'ini:Lock:job'));
rl_redis('SELECT', '0');
var_dump($lock->fencingToken('job'));   // redislock.fencing is 0
var_dump($lock->unlock('job'));

// a null mixed with given values: the given ones win, the null ones stay INI
$lock = new RedisLock(['prefix' => rl_prefix(), 'database' => null, 'port' => null]);
var_dump($lock->lock('job'));
rl_redis('SELECT', '2');
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
rl_redis('SELECT', '0');
var_dump($lock->unlock('job'));
?>
--EXPECT--
bool(true)
int(1)
bool(false)
bool(true)
bool(true)
int(1)
bool(true)
