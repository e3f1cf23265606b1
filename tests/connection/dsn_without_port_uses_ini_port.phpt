--TEST--
RedisLock connection: a DSN without a port ("redis://127.0.0.1", "127.0.0.1") takes redislock.port
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
ini_set('redislock.port', (string) rl_port());
$name = rl_prefix() . 'noport';
foreach (['redis://127.0.0.1', '127.0.0.1'] as $dsn) {
    $lock = new RedisLock($dsn);
    var_dump($lock->lock($name));
    var_dump(rl_redis('EXISTS', 'Lock:' . $name));
    var_dump($lock->unlock($name));
}
?>
--EXPECT--
bool(true)
int(1)
bool(true)
bool(true)
int(1)
bool(true)
