--TEST--
Fault: when the reply to dequeue() is lost, dequeue() throws RedisLockException instead of retrying (a retry would answer false for the task its first run removed)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
$direct = rl_queue();
var_dump($direct->enqueue('q', 'a'));
$task = $direct->top('q');
var_dump($direct->dequeue('q', 'missing', 1.0));  // the dequeue script is loaded

$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');
$queue = new RedisQueue(rl_params(['port' => $proxy['port'], 'persistent' => false]));
try {
    $queue->dequeue('q', 'a', $task['score']);
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo "RedisLockException\n";
}
var_dump(rl_redis('ZCARD', rl_queue_key('q')));   // it did run
rl_proxy_stop($proxy);
?>
--EXPECT--
bool(true)
bool(false)
RedisLockException
int(0)
