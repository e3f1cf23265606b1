--TEST--
RedisLockException: an unknown ACL user or a wrong user password is refused without showing the password
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--INI--
zend.exception_ignore_args=0
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();
rl_redis_at($port, 'ACL', 'SETUSER', 'alice', 'on', '>pw', '~*', '+@all');

foreach (["redis://mallory:Xyzzy123@127.0.0.1:$port", "redis://alice:Xyzzy123@127.0.0.1:$port",
          ['port' => $port, 'user' => 'mallory', 'password' => 'Xyzzy123']] as $param) {
    $lock = new RedisLock($param);
    try {
        $lock->lock('job');
        echo "no exception\n";
    } catch (RedisLockException $e) {
        echo $e->getMessage(), "\n";
        var_dump(str_contains($e->getMessage(), 'Xyzzy123'));
        var_dump(str_contains($e->getTraceAsString(), 'Xyzzy123'));
    }
}
// the right password for alice works
$lock = new RedisLock("redis://alice:pw@127.0.0.1:$port");
var_dump($lock->lock('job'));
?>
--EXPECTF--
redislock: %S127.0.0.1:%d%Sauthentication%S
bool(false)
bool(false)
redislock: %S127.0.0.1:%d%Sauthentication%S
bool(false)
bool(false)
redislock: %S127.0.0.1:%d%Sauthentication%S
bool(false)
bool(false)
bool(true)
