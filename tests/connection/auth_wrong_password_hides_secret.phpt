--TEST--
RedisLockException: a refused password names the server and "authentication" but never contains the password
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--INI--
zend.exception_ignore_args=0
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--requirepass', 's3cret']);

function try_lock(RedisLock $lock): ?RedisLockException
{
    try {
        $lock->lock('job');
    } catch (RedisLockException $e) {
        return $e;
    }
    return null;
}

foreach ([
    "redis://:Wr0ngPassw0rd@127.0.0.1:$port",
    ['host' => '127.0.0.1', 'port' => $port, 'password' => 'Wr0ngPassw0rd'],
] as $param) {
    $e = try_lock(new RedisLock($param));
    echo $e->getMessage(), "\n";
    var_dump(str_contains($e->getMessage(), "127.0.0.1:$port"));
    var_dump(stripos($e->getMessage(), 'authentication') !== false);
    foreach ([$e->getMessage(), $e->getTraceAsString(), (string) $e, var_export($e, true), print_r($e->getTrace(), true)] as $text) {
        var_dump(str_contains($text, 'Wr0ngPassw0rd'));
    }
}
// the server did not take the wrong password: nothing was written
rl_redis_at($port, 'AUTH', 's3cret');
var_dump(rl_redis_at($port, 'DBSIZE'));
?>
--EXPECTF--
redislock: %Sauthentication%S
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
redislock: %Sauthentication%S
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
int(0)
