--TEST--
RedisLock connection: a user without a password is blamed on the INI settings when they set the user, and on $param when it does
--INI--
redislock.user=alice
--FILE--
<?php
foreach ([null, 'redis://127.0.0.1:6390', ['port' => 6390], ['user' => 'bob', 'password' => null]] as $param) {
    try {
        new RedisLock($param);
        echo "accepted\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
ini_set('redislock.user', '');
try {
    new RedisQueue(['user' => 'carol']);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump((new RedisLock(['user' => 'bob', 'password' => 'pw'])) instanceof RedisLock);
?>
--EXPECT--
INI setting redislock.user must be used with redislock.password
INI setting redislock.user must be used with redislock.password
INI setting redislock.user must be used with redislock.password
RedisLock::__construct(): Argument #1 ($param) sets a user without a password
RedisQueue::__construct(): Argument #1 ($param) sets a user without a password
bool(true)
