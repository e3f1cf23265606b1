--TEST--
Fault: when the reply to pop() is lost, pop() throws RedisLockException (the tasks it took are gone: delivery is at most once), never false or [] as if nothing were due
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
$direct = rl_queue();
var_dump($direct->enqueue('q', ['a', 'b']));
var_dump($direct->top('q', 2) !== false);        // the scripts are loaded

$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');
$queue = new RedisQueue(rl_params(['port' => $proxy['port'], 'persistent' => false]));
try {
    $queue->pop('q');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo "RedisLockException\n";
}
var_dump(rl_redis('ZRANGE', rl_queue_key('q'), '0', '-1'));   // "a" was taken once
var_dump($queue->pop('q')['id']);                // the same object goes on
rl_proxy_stop($proxy);
?>
--EXPECT--
bool(true)
bool(true)
RedisLockException
array(1) {
  [0]=>
  string(1) "b"
}
string(1) "b"
