--TEST--
RedisLock/RedisQueue connection: an invalid DSN string is a ValueError saying what is wrong
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$cases = [
    '',
    'http://127.0.0.1:6379',
    'redis://127.0.0.1:6379?nope=1',
    'redis://127.0.0.1:6379?host=other',
    'redis://127.0.0.1:6379?password=pw',
    'redis://127.0.0.1:1/abc',
    'redis://127.0.0.1:1/-1',
    'redis://127.0.0.1:6379#frag',
    'redis://127.0.0.1:6379?read_timeout=-1',
    'redis://127.0.0.1:6379?persistent=maybe',
    'unix:///tmp/redis.sock?db=x',
    'redis://alice@127.0.0.1:6379',
    "redis://127.0.0.1\0:6379",
];
foreach ($cases as $dsn) {
    try {
        new RedisLock($dsn);
        echo "no exception\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
try {
    new RedisQueue('ftp://host');
    echo "no exception\n";
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECTF--
ValueError: RedisLock::__construct(): Argument #1 ($param) %Sempty%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"http"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"nope"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"host"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"password"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"database"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"database"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %Sfragment%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"read_timeout"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"persistent"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %S"database"%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %Suser%Spassword%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %SNUL%S
ValueError: RedisQueue::__construct(): Argument #1 ($param) %S"ftp"%S
