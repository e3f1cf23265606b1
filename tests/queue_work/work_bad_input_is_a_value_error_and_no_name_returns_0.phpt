--TEST--
RedisQueue::work(): $batch outside 1..1000, a negative $maxAttempts, $maxTasks, $maxTime, $memoryLimit or $idleWait, a $visibility reserve() refuses, a negative or non-finite backoff and an empty backoff array are ValueErrors naming the argument, nothing reserved; a null or "" name returns 0 at once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', 'a');
$h = function () { echo "handler called\n"; };
$cases = [
    'batch 0' => [1 => 0], 'batch 1001' => [1 => 1001], 'maxAttempts -1' => [3 => -1],
    'visibility 0' => [2 => 0], 'visibility NAN' => [2 => NAN], 'backoff -1' => [4 => -1],
    'backoff [1, INF]' => [4 => [1, INF]], 'backoff []' => [4 => []], 'backoff [1, "x"]' => [4 => [1, 'x']],
    'maxTasks -1' => [5 => -1], 'maxTime -0.5' => [6 => -0.5], 'memoryLimit -1' => [7 => -1],
    'idleWait -1' => [8 => -1], 'idleWait INF' => [8 => INF],
];
foreach ($cases as $what => $args) {
    $all = [1, 30, 0, [1], 0, 0, 0, 0];
    foreach ($args as $i => $v) {
        $all[$i - 1] = $v;
    }
    try {
        $q->work('jobs', $h, ...$all);
        echo "$what: no error\n";
    } catch (ValueError $e) {
        echo "$what: ", $e->getMessage(), "\n";
    }
}
echo 'null name: ', $q->work(null, $h), ', "" name: ', $q->work('', $h), "\n";
echo 'a: ', rl_work_where('jobs', 'a'), "\n";
?>
--EXPECTF--
batch 0: RedisQueue::work(): Argument #3 ($batch) must be between 1 and 1000
batch 1001: RedisQueue::work(): Argument #3 ($batch) must be between 1 and 1000
maxAttempts -1: RedisQueue::work(): Argument #5 ($maxAttempts) must be greater than or equal to 0 (0: no limit)
visibility 0: RedisQueue::work(): Argument #4 ($visibility) must be a finite number of seconds greater than 0 and at most %s
visibility NAN: RedisQueue::work(): Argument #4 ($visibility) must be a finite number of seconds greater than 0 and at most %s
backoff -1: RedisQueue::work(): Argument #6 ($backoff) must be a finite number of seconds greater than or equal to 0
backoff [1, INF]: RedisQueue::work(): Argument #6 ($backoff) must hold finite numbers of seconds greater than or equal to 0 (element 1 has not)
backoff []: RedisQueue::work(): Argument #6 ($backoff) must not be an empty array
backoff [1, "x"]: RedisQueue::work(): Argument #6 ($backoff) must hold finite numbers of seconds greater than or equal to 0 (element 1 has not)
maxTasks -1: RedisQueue::work(): Argument #7 ($maxTasks) must be greater than or equal to 0 (0: no limit)
maxTime -0.5: RedisQueue::work(): Argument #8 ($maxTime) must be a finite number of seconds greater than or equal to 0 and at most %s
memoryLimit -1: RedisQueue::work(): Argument #9 ($memoryLimit) must be greater than or equal to 0 (0: no limit)
idleWait -1: RedisQueue::work(): Argument #10 ($idleWait) must be a finite number of seconds greater than or equal to 0 and at most %s
idleWait INF: RedisQueue::work(): Argument #10 ($idleWait) must be a finite number of seconds greater than or equal to 0 and at most %s
null name: 0, "" name: 0
a: due, no attempts
