--TEST--
RedisLockException: selecting a database the server does not have fails with a message about SELECT
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = new RedisLock(rl_params(['database' => 5000]));
try {
    $lock->lock('job');
    echo "no exception\n";
} catch (RedisLockException $e) {
    var_dump(str_contains($e->getMessage(), '127.0.0.1:' . rl_port()));
    echo $e->getMessage(), "\n";
}
$queue = new RedisQueue('redis://127.0.0.1:' . rl_port() . '/5000');
try {
    $queue->pop('q');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECTF--
bool(true)
redislock: %SSELECT%S
redislock: %SSELECT%S
