--TEST--
Fault: when the reply to enqueue() is lost, enqueue() is retried on a new connection and answers true; the task is queued once, with the due time of the first run
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
$direct = rl_queue();
var_dump($direct->enqueue('warm', 'x'));          // the enqueue script is loaded

$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');
$queue = new RedisQueue(rl_params(['port' => $proxy['port'], 'persistent' => false]));
var_dump($queue->enqueue('q', 'a', 10, 60));
$first = rl_redis('ZSCORE', rl_queue_key('q'), 'a');
var_dump(rl_redis('ZCARD', rl_queue_key('q')));
var_dump($direct->enqueue('q', 'a', 10, 120));    // NX: the first due time stays
var_dump(rl_redis('ZSCORE', rl_queue_key('q'), 'a') === $first);
rl_proxy_stop($proxy);
?>
--EXPECT--
bool(true)
bool(true)
int(1)
bool(true)
bool(true)
