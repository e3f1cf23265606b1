--TEST--
Fault: with the server frozen (SIGSTOP), every method throws RedisLockException after read_timeout (a waiting lock() after its $timeout, asking again at a bounded pace meanwhile), never hangs; after SIGCONT the same objects work
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port, $pid] = rl_server_start();
$params = ['port' => $port, 'connect_timeout' => 0.3, 'read_timeout' => 0.3];
$lock = new RedisLock($params);
$queue = new RedisQueue($params);
var_dump($lock->lock('held'), $queue->enqueue('q', 'a'));

$calls = [
    'lock' => fn () => $lock->lock('x'),
    'lock with timeout' => fn () => $lock->lock('x', 1),
    'unlock' => fn () => $lock->unlock('held'),
    'expire' => fn () => $lock->expire('held', 5),
    'isLocking' => fn () => $lock->isLocking('held'),
    'unlockAll' => fn () => $lock->unlockAll(),
    'enqueue' => fn () => $queue->enqueue('q', 'b'),
    'dequeue' => fn () => $queue->dequeue('q', 'a', 1.0),
    'pop' => fn () => $queue->pop('q'),
    'top' => fn () => $queue->top('q', 5),
];
posix_kill($pid, SIGSTOP);
try {
    foreach ($calls as $what => $call) {
        $t = hrtime(true);
        try {
            $call();
            echo "$what: no exception\n";
        } catch (RedisLockException $e) {
            $s = (hrtime(true) - $t) / 1e9;
            // one read_timeout (a timed-out call is never retried); a wait
            // whose new connection is not greeted goes on for its $timeout
            [$min, $max] = $what === 'lock with timeout' ? [1.0, 1.9] : [0.25, 0.9];
            printf("%s: RedisLockException%s\n", $what, $s >= $min && $s < $max * rl_time_scale() ? '' : " after $s s");
        }
    }
} finally {
    posix_kill($pid, SIGCONT);
}
// A call that timed out has an unknown outcome: its command sat in the
// frozen server's socket and may still run now (the unlock, the enqueue, the
// pop...). So the same objects are checked on fresh names.
var_dump($lock->lock('y'), $lock->isLocking('y'), $lock->unlock('y'));
var_dump($queue->enqueue('q2', 'c'), $queue->pop('q2')['id'], $queue->pop('q2'));
?>
--EXPECT--
bool(true)
bool(true)
lock: RedisLockException
lock with timeout: RedisLockException
unlock: RedisLockException
expire: RedisLockException
isLocking: RedisLockException
unlockAll: RedisLockException
enqueue: RedisLockException
dequeue: RedisLockException
pop: RedisLockException
top: RedisLockException
bool(true)
bool(true)
bool(true)
bool(true)
string(1) "c"
bool(false)
