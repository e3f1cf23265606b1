--TEST--
RedisLock/RedisQueue connection: when an error handler turns the new connection's warning (a server that may evict keys) into an exception, the call ends before anything of it is sent: pop() takes no task, lock() takes no lock
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--maxmemory', '100mb', '--maxmemory-policy', 'allkeys-lru']);
set_error_handler(function (int $no, string $message) {
    throw new ErrorException($message, 0, $no);
});
$now = rl_redis_at($port, 'TIME')[0];
rl_redis_at($port, 'ZADD', rl_queue_key('jobs'), $now - 10, 'a', $now - 10, 'b');

$queue = new RedisQueue(rl_params(['port' => $port]));
try {
    $queue->pop('jobs', 10);
    echo "no exception\n";
} catch (ErrorException $e) {
    echo 'pop: ', get_class($e), "\n";
}
echo rl_redis_at($port, 'ZCARD', rl_queue_key('jobs')), " tasks still queued\n";
echo count($queue->pop('jobs', 10)), " popped on the same connection, warned once\n";

$lock = new RedisLock(rl_params(['port' => $port, 'persistent' => false]));   // a new connection
try {
    $lock->lock('job', 2);
    echo "no exception\n";
} catch (ErrorException $e) {
    echo 'lock: ', get_class($e), "\n";
}
var_dump(rl_redis_at($port, 'EXISTS', rl_lock_key('job')), $lock->isLocking('job'), $lock->lock('job'));
?>
--EXPECT--
pop: ErrorException
2 tasks still queued
2 popped on the same connection, warned once
lock: ErrorException
int(0)
bool(false)
bool(true)
