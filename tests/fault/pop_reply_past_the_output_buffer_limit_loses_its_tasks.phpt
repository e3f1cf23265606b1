--TEST--
Fault: by design (pop() is at most once), a pop() whose reply exceeds the server's client-output-buffer-limit is cut off by Redis: the call throws code 3 and the tasks it removed are gone; smaller pops, and top()+dequeue(), are not affected
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--client-output-buffer-limit', 'normal 1mb 1mb 0']);
$q = new RedisQueue(rl_params(['port' => $port]));
$ids = [];
for ($i = 0; $i < 8000; $i++) {
    $ids[] = sprintf('%05d', $i) . str_repeat('x', 250);
}
var_dump($q->enqueue('big', $ids));
try {
    $q->pop('big', 8000);          // a 2 MB reply
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo $e->getCode(), ": ", $e->getMessage(), "\n";
}
echo rl_redis_at($port, 'ZCARD', rl_queue_key('big')), " tasks left\n";
var_dump($q->enqueue('big', ['a', 'b']), count($q->pop('big', 10)));
?>
--EXPECTF--
bool(true)
3: redislock: connection to 127.0.0.1:%d lost: the server closed it
0 tasks left
bool(true)
int(2)
