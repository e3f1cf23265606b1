--TEST--
RedisLock/RedisQueue connection: a connection the server closed while it sat idle (100 ms or more) is noticed before sending, so even pop() and enqueue(), which are never retried, reconnect and succeed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();
$queue = new RedisQueue(['port' => $port]);
$lock = new RedisLock(['port' => $port]);
var_dump($queue->enqueue('q', ['a', 'b']), $lock->lock('x'));

foreach ([fn () => $queue->pop('q')['id'], fn () => $queue->enqueue('q', 'c'), fn () => $lock->unlock('x')] as $call) {
    rl_redis_at($port, 'CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    usleep(200000);                    // idle past the check threshold
    try {
        var_dump($call());
    } catch (RedisLockException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
var_dump(array_column($queue->top('q', 5), 'id'));
?>
--EXPECT--
bool(true)
bool(true)
string(1) "a"
bool(true)
bool(true)
array(2) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "c"
}
