--TEST--
RedisQueue: thousands of seeded random calls with hostile arguments give only the predicted result, TypeError, ValueError or ArgumentCountError, and the process keeps serving
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/fuzz.inc';

$fz = new RlFuzz('RedisQueue', 20261123, 20000);
$fz->run(['enqueue' => 30, 'dequeue' => 22, 'pop' => 15, 'top' => 15, 'reserve' => 15, 'touch' => 12, 'size' => 10, 'new' => 12, 'reconstruct' => 5]);
$fz->report([
    '__construct' => ['object', 'TypeError', 'ValueError', 'ArgumentCountError'],
    'enqueue' => ['true', 'false', 'TypeError', 'ValueError', 'ArgumentCountError', 'RedisLockException', 'ErrorException', 'FzBoom'],
    'dequeue' => ['true', 'false', 'TypeError', 'ArgumentCountError', 'RedisLockException', 'ErrorException', 'FzBoom'],
    'pop' => ['task', 'false', 'list', '[]', 'TypeError', 'ValueError', 'ArgumentCountError', 'RedisLockException', 'ErrorException'],
    'top' => ['task', 'false', 'list', '[]', 'TypeError', 'ValueError', 'ArgumentCountError', 'RedisLockException', 'ErrorException'],
    'reserve' => ['task', 'false', 'list', '[]', 'TypeError', 'ValueError', 'ArgumentCountError', 'RedisLockException', 'ErrorException'],
    'touch' => ['float', 'false', 'TypeError', 'ValueError', 'ArgumentCountError', 'RedisLockException', 'ErrorException'],
    'size' => ['int', 'TypeError', 'ValueError', 'ArgumentCountError', 'RedisLockException', 'ErrorException'],
], 1000);

// still serving: a normal round trip (the two ids get one score: 7 sorts first)
$q = rl_queue();
var_dump($q->enqueue('after-fuzz', ['x', 7]), $q->top('after-fuzz')['id'], $q->pop('after-fuzz')['id']);
$task = $q->top('after-fuzz');
var_dump($task['id'], $q->dequeue('after-fuzz', $task['id'], $task['score']), $q->pop('after-fuzz', 5));
echo 'keys left: ', $fz->cleanup(), "\n";
?>
--EXPECT--
seed 20261123
RedisQueue::__construct: at least 1000 calls; seen: object, TypeError, ValueError, ArgumentCountError
RedisQueue::enqueue: at least 1000 calls; seen: true, false, TypeError, ValueError, ArgumentCountError, RedisLockException, ErrorException, FzBoom
RedisQueue::dequeue: at least 1000 calls; seen: true, false, TypeError, ArgumentCountError, RedisLockException, ErrorException, FzBoom
RedisQueue::pop: at least 1000 calls; seen: task, false, list, [], TypeError, ValueError, ArgumentCountError, RedisLockException, ErrorException
RedisQueue::top: at least 1000 calls; seen: task, false, list, [], TypeError, ValueError, ArgumentCountError, RedisLockException, ErrorException
RedisQueue::reserve: at least 1000 calls; seen: task, false, list, [], TypeError, ValueError, ArgumentCountError, RedisLockException, ErrorException
RedisQueue::touch: at least 1000 calls; seen: float, false, TypeError, ValueError, ArgumentCountError, RedisLockException, ErrorException
RedisQueue::size: at least 1000 calls; seen: int, TypeError, ValueError, ArgumentCountError, RedisLockException, ErrorException
no failures
bool(true)
int(7)
int(7)
string(1) "x"
bool(true)
array(0) {
}
keys left: 0
