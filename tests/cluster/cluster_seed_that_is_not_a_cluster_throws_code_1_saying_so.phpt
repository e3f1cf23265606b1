--TEST--
Redis Cluster: a seed that is a plain Redis server (cluster support disabled) makes a call throw RedisLockException code 1 saying it gave no slot map; nothing is written to it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = new RedisLock(['cluster' => ['127.0.0.1:' . rl_port()], 'prefix' => rl_prefix()]);
try {
    $lock->lock('x');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'code ', $e->getCode(), "\n";
    var_dump(str_contains($e->getMessage(), 'cluster'), str_contains($e->getMessage(), 'cluster support disabled'));
}
var_dump(rl_redis('KEYS', rl_prefix() . '*'));
$queue = new RedisQueue('redis+cluster://127.0.0.1:' . rl_port());
try {
    $queue->enqueue(rl_prefix() . 'q', 'a');
} catch (RedisLockException $e) {
    echo 'code ', $e->getCode(), "\n";
}
var_dump(rl_redis('KEYS', rl_prefix() . '*'));
?>
--EXPECT--
code 1
bool(true)
bool(true)
array(0) {
}
code 1
array(0) {
}
