--TEST--
Fault: with the server killed, every method throws RedisLockException at once (not after a hang), a waiting lock() or pop() once its $timeout or $wait is over (asking again at a bounded pace meanwhile); once it is back the same objects work again
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port, $pid] = rl_server_start();
$params = ['port' => $port, 'connect_timeout' => 1.0, 'read_timeout' => 1.0];
$lock = new RedisLock($params);
$queue = new RedisQueue($params);
var_dump($lock->lock('held'), $queue->enqueue('q', 'a'));   // both connected

rl_server_stop($pid);   // SIGKILL: the connection breaks and the port refuses
$calls = [
    'lock' => fn () => $lock->lock('x'),
    'lock with timeout' => fn () => $lock->lock('x', 0.5),
    'unlock' => fn () => $lock->unlock('held'),
    'expire' => fn () => $lock->expire('held', 5),
    'isLocking' => fn () => $lock->isLocking('held'),
    'unlockAll' => fn () => $lock->unlockAll(),
    'enqueue' => fn () => $queue->enqueue('q', 'b'),
    'dequeue' => fn () => $queue->dequeue('q', 'a', 1.0),
    'pop' => fn () => $queue->pop('q'),
    'pop with wait' => fn () => $queue->pop('q', 1, 10, 0.5),
    'top' => fn () => $queue->top('q', 5),
];
foreach ($calls as $what => $call) {
    $t = hrtime(true);
    try {
        $call();
        echo "$what: no exception\n";
    } catch (RedisLockException $e) {
        $ms = (hrtime(true) - $t) / 1e6;
        // refused at once: well within connect_timeout; a wait at its end
        $min = str_ends_with($what, ' with timeout') || str_ends_with($what, ' with wait') ? 500 : 0;
        printf("%s: RedisLockException%s%s\n", $what, $min ? ' ' . $e->getCode() : '',
            $ms >= $min && $ms < $min + 500 * rl_time_scale() ? '' : " after $ms ms");
    }
}

[, $pid] = rl_server_start([], $port);   // back on the same port, empty
var_dump($lock->isLocking('held'));       // its data went with the old server
var_dump($lock->lock('x'), $lock->isLocking('x'), $lock->expire('x', 5), $lock->unlock('x'));
var_dump($queue->enqueue('q', 'c'), $queue->top('q')['id'], $queue->pop('q')['id'], $queue->pop('q'));
?>
--EXPECT--
bool(true)
bool(true)
lock: RedisLockException
lock with timeout: RedisLockException 1
unlock: RedisLockException
expire: RedisLockException
isLocking: RedisLockException
unlockAll: RedisLockException
enqueue: RedisLockException
dequeue: RedisLockException
pop: RedisLockException
pop with wait: RedisLockException 1
top: RedisLockException
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
string(1) "c"
string(1) "c"
bool(false)
