--TEST--
Fault: when the reply to enqueue() is lost, enqueue() throws RedisLockException instead of retrying (a retry could add again an id a consumer took meanwhile: delivered twice); the first run's task is there once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
$direct = rl_queue();
var_dump($direct->enqueue('warm', 'x'));          // the enqueue script is loaded

$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');
$queue = new RedisQueue(rl_params(['port' => $proxy['port'], 'persistent' => false]));
try {
    $queue->enqueue('q', 'a', 10, 60);
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo "RedisLockException\n";
}
var_dump(rl_redis('ZCARD', rl_queue_key('q')));
var_dump($queue->enqueue('q', 'b'));              // the same object goes on
rl_proxy_stop($proxy);
?>
--EXPECT--
bool(true)
RedisLockException
int(1)
bool(true)
