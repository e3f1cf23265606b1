--TEST--
RedisLock connection: redislock.user and redislock.password authenticate; credentials in $param replace them
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--requirepass', 'defaultpw']);
rl_redis_at($port, 'AUTH', 'defaultpw');
rl_redis_at($port, 'ACL', 'SETUSER', 'alice', 'on', '>alicepw', '~*', '+@all');

function users(int $port): string
{
    preg_match_all('/ user=(\S+)( |$)/m', rl_redis_at($port, 'CLIENT', 'LIST'), $m);
    sort($m[1]);
    return implode(',', $m[1]);
}

ini_set('redislock.user', 'alice');
ini_set('redislock.password', 'alicepw');
$lock = new RedisLock(['port' => $port]);
var_dump($lock->lock('a'));
echo users($port), "\n";

// a DSN with only a password: the default user, not the INI's alice
$lock2 = new RedisLock("redis://:defaultpw@127.0.0.1:$port/1");
var_dump($lock2->lock('b'));
echo users($port), "\n";

// an array that gives another password for the INI user is refused
$lock3 = new RedisLock(['port' => $port, 'password' => 'nope', 'database' => 2]);
try {
    $lock3->lock('c');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECTF--
bool(true)
alice,default
bool(true)
alice,default,default
redislock: 127.0.0.1:%d %Sauthentication%S
