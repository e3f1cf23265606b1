--TEST--
RedisQueue workers: when the reply to reserve()'s script is lost (the connection closes after Redis ran it), reserve() throws RedisLockException code 3, never false; the task it reserved is delivered again once its visibility (1 s) has passed, with attempts 2
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
$scale = rl_time_scale();
$direct = rl_queue();
var_dump($direct->enqueue('jobs', 'only'));
var_dump($direct->top('jobs')['id']);
var_dump($direct->reserve('other'));          // the take script is loaded

// the first reserve script's reply is lost: its EVALSHA carries the word "reserve"
$proxy = rl_proxy_start('/\r\nEVALSHA\r\n.*\r\n\$7\r\nreserve\r\n/s');
$queue = new RedisQueue(rl_params(['port' => $proxy['port'], 'persistent' => false]));
var_dump($queue->size('jobs'));               // through the proxy, answered
try {
    $queue->reserve('jobs', 1, 1.0 * $scale);
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'RedisLockException code ', $e->getCode(), "\n";
}
$lost = hrtime(true);
// the script ran: the task is reserved (not due) and its delivery counted
var_dump($direct->size('jobs'), $direct->size('jobs', true));
var_dump(rl_redis('HGET', '{' . rl_queue_key('jobs') . '}:attempts', 'only'));
var_dump($direct->reserve('jobs'));
// a waiting reserve() gets it when its visibility is over (the head's due time)
$again = $queue->reserve('jobs', 1, 30, 5 * $scale);
$s = (hrtime(true) - $lost) / 1e9;
echo $again ? "delivered again: {$again['id']}, attempts {$again['attempts']}" : 'not delivered again: ' . var_export($again, true), "\n";
echo 'after the visibility: ', $s > 0.9 * $scale && $s < 1.3 * $scale ? 'yes' : "no ($s s)", "\n";
var_dump($again && $queue->dequeue('jobs', $again['id'], $again['score']));
var_dump($direct->size('jobs'), rl_redis('EXISTS', '{' . rl_queue_key('jobs') . '}:attempts'));
rl_proxy_stop($proxy);
?>
--EXPECT--
bool(true)
string(4) "only"
bool(false)
int(1)
RedisLockException code 3
int(1)
int(0)
string(1) "1"
bool(false)
delivered again: only, attempts 2
after the visibility: yes
bool(true)
int(0)
int(0)
