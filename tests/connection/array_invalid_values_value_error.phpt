--TEST--
RedisLock/RedisQueue connection: an unknown array key or an invalid value is a ValueError naming it
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$cases = [
    ['nope' => 1],
    [0 => '127.0.0.1'],
    ['port' => 0],
    ['port' => 70000],
    ['port' => 'abc'],
    ['port' => 1.5],
    ['database' => -1],
    ['database' => 'x'],
    ['connect_timeout' => 0],
    ['connect_timeout' => NAN],
    ['read_timeout' => -1],
    ['read_timeout' => INF],
    ['persistent' => 'maybe'],
    ['fencing' => 2],
    ['host' => ''],
    ['host' => 5],
    ['socket' => ''],
    ['prefix' => []],
    ['password' => 123],
    ['host' => '127.0.0.1', 'socket' => '/tmp/redis.sock'],
    ['user' => 'alice'],
];
foreach ($cases as $params) {
    try {
        new RedisLock($params);
        echo "no exception\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
try {
    new RedisQueue(['bogus' => true]);
    echo "no exception\n";
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECTF--
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"nope"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %Sunknown option%S0%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"port"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"port"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"port"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"port"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"database"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"database"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"connect_timeout"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"connect_timeout"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"read_timeout"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"read_timeout"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"persistent"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"fencing"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"host"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"host"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"socket"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"prefix"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"password"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"host"%S"socket"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %Suser%Spassword%S
ValueError: RedisQueue::__construct(): Argument #1 ($param) %S"bogus"%S
