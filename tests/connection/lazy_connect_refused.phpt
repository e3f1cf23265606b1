--TEST--
RedisLock/RedisQueue connection: constructing does not connect; the first call throws RedisLockException naming server and cause
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a loopback port that nothing listens on
$probe = stream_socket_server('tcp://127.0.0.1:0');
$name = stream_socket_get_name($probe, false);
$port = (int) substr($name, strrpos($name, ':') + 1);
fclose($probe);

$lock = new RedisLock("redis://127.0.0.1:$port");
$queue = new RedisQueue(['host' => '127.0.0.1', 'port' => $port]);
echo "constructed\n";
try {
    $lock->lock('job');
    echo "no exception\n";
} catch (RedisLockException $e) {
    var_dump($e instanceof RuntimeException);
    var_dump(str_contains($e->getMessage(), "127.0.0.1:$port"));
    echo $e->getMessage(), "\n";
}
try {
    $queue->top('q');
    echo "no exception\n";
} catch (RedisLockException $e) {
    var_dump(str_contains($e->getMessage(), "127.0.0.1:$port"));
    echo $e->getMessage(), "\n";
}
// and again: every call tries once more, and fails the same way
try {
    $lock->lock('job');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECTF--
constructed
bool(true)
bool(true)
redislock: %SConnection refused%S
bool(true)
redislock: %SConnection refused%S
redislock: %SConnection refused%S
