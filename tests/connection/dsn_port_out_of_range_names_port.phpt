--TEST--
RedisLock/RedisQueue connection: a DSN whose port is out of range (0, 70000) is a ValueError that names the port
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
foreach (['redis://127.0.0.1:70000', '127.0.0.1:70000', 'redis://127.0.0.1:0/1', '127.0.0.1:0'] as $dsn) {
    try {
        new RedisLock($dsn);
        echo "no exception\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECTF--
ValueError: RedisLock::__construct(): Argument #1 ($param) %Sport%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %Sport%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %Sport%S
ValueError: RedisLock::__construct(): Argument #1 ($param) %Sport%S
