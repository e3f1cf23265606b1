--TEST--
RedisLock connection: with no $param the redislock.* INI settings (port, prefix, database) are used
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
ini_set('redislock.host', '127.0.0.1');
ini_set('redislock.port', (string) rl_port());
$lock = new RedisLock();
$name = rl_prefix() . 'plain';
var_dump($lock->lock($name));
var_dump(rl_redis('EXISTS', 'Lock:' . $name));
var_dump($lock->unlock($name));

ini_set('redislock.prefix', rl_prefix());
$lock = new RedisLock(null);
var_dump($lock->lock('job'));
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
var_dump($lock->unlock('job'));

ini_set('redislock.database', '7');
$lock = new RedisLock();
var_dump($lock->lock('job'));
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
rl_redis('SELECT', '7');
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
rl_redis('SELECT', '0');

ini_set('redislock.fencing', '1');
$queue = new RedisQueue();
var_dump($queue->enqueue('q', 'x'));
rl_redis('SELECT', '7');
var_dump(rl_redis('ZCARD', rl_queue_key('q')));
rl_redis('SELECT', '0');
$lock = new RedisLock();
var_dump($lock->lock('fenced'));
var_dump(is_int($lock->fencingToken('fenced')));

// leave nothing behind in the shared server's database 7
rl_redis('SELECT', '7');
foreach (rl_redis('KEYS', '*' . rl_prefix() . '*') as $key) {
    rl_redis('DEL', $key);
}
rl_redis('SELECT', '0');
?>
--EXPECT--
bool(true)
int(1)
bool(true)
bool(true)
int(1)
bool(true)
bool(true)
int(0)
int(1)
bool(true)
int(1)
bool(true)
bool(true)
