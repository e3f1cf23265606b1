--TEST--
RedisQueue failure path, bad input: an ack() element that is not a task with "id" (a non-empty string or an int) and "score" is a ValueError naming its key, and nothing is removed; $maxAttempts < 0 and failed()'s $count outside 1..10,000 are ValueErrors; retryFailed()/purgeFailed() ids of another type are TypeErrors, null or "" in their array ValueErrors; a null or "" name answers 0, false or [] and writes nothing; fail() with a NaN score or an empty id is false
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', ['a', 'b']);
$tasks = $q->reserve('jobs', 2, 30);
$try = static function (callable $call) {
    try {
        echo var_export($call(), true), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
};
$try(fn () => $q->ack('jobs', [$tasks[0], ['id' => 'b']]));
$try(fn () => $q->ack('jobs', [$tasks[0], 'b']));
$try(fn () => $q->ack('jobs', ['x' => ['score' => 1.0]]));
$try(fn () => $q->ack('jobs', [['id' => '', 'score' => 1.0]]));
$try(fn () => $q->ack('jobs', [['id' => 1.5, 'score' => 1.0]]));
$try(fn () => $q->ack('jobs', [['id' => 'a', 'score' => null]]));
echo 'queued still: ', rl_redis('ZCARD', rl_queue_key('jobs')), "\n";
$try(fn () => $q->ack('jobs', [['id' => 'a', 'score' => 'not a number']]));
$try(fn () => $q->reserve('jobs', 1, 30, 0, -1));
$try(fn () => $q->failed('jobs', 0));
$try(fn () => $q->failed('jobs', 10001));
$try(fn () => $q->retryFailed('jobs', 1.5));
$try(fn () => $q->purgeFailed('jobs', ['a', null]));
$try(fn () => $q->purgeFailed('jobs', [new stdClass()]));
$try(fn () => $q->fail('jobs', 'a', NAN));
$try(fn () => $q->fail('jobs', '', $tasks[0]['score']));
foreach ([null, ''] as $name) {
    $try(fn () => [$q->ack($name, $tasks), $q->fail($name, 'a', $tasks[0]['score']), $q->failed($name),
        $q->retryFailed($name), $q->purgeFailed($name), $q->stats($name)]);
}
echo 'keys: ', implode(', ', rl_test_keys()), "\n";
echo 'acknowledged at last: ', $q->ack('jobs', $tasks), "\n";
?>
--EXPECT--
ValueError: RedisQueue::ack(): Argument #2 ($tasks) must hold tasks as reserve() returns them, with "id" (a non-empty string or an int) and "score" (the element at index 1 has not)
ValueError: RedisQueue::ack(): Argument #2 ($tasks) must hold tasks as reserve() returns them, with "id" (a non-empty string or an int) and "score" (the element at index 1 has not)
ValueError: RedisQueue::ack(): Argument #2 ($tasks) must hold tasks as reserve() returns them, with "id" (a non-empty string or an int) and "score" (the element at key "x" has not)
ValueError: RedisQueue::ack(): Argument #2 ($tasks) must hold tasks as reserve() returns them, with "id" (a non-empty string or an int) and "score" (the element at index 0 has not)
ValueError: RedisQueue::ack(): Argument #2 ($tasks) must hold tasks as reserve() returns them, with "id" (a non-empty string or an int) and "score" (the element at index 0 has not)
ValueError: RedisQueue::ack(): Argument #2 ($tasks) must hold tasks as reserve() returns them, with "id" (a non-empty string or an int) and "score" (the element at index 0 has not)
queued still: 2
0
ValueError: RedisQueue::reserve(): Argument #5 ($maxAttempts) must be greater than or equal to 0 (0: no limit)
ValueError: RedisQueue::failed(): Argument #2 ($count) must be between 1 and 10000
ValueError: RedisQueue::failed(): Argument #2 ($count) must be between 1 and 10000
TypeError: RedisQueue::retryFailed(): Argument #2 ($ids) must be of type array|string|int|null, float given
ValueError: RedisQueue::purgeFailed(): Argument #2 ($ids) must not contain null or "" (found at index 1)
TypeError: RedisQueue::purgeFailed(): Argument #2 ($ids) must contain only strings and ints, stdClass given
false
false
array (
  0 => 0,
  1 => false,
  2 => 
  array (
  ),
  3 => 0,
  4 => 0,
  5 => 
  array (
  ),
)
array (
  0 => 0,
  1 => false,
  2 => 
  array (
  ),
  3 => 0,
  4 => 0,
  5 => 
  array (
  ),
)
keys: Queue:jobs, {Queue:jobs}:attempts
acknowledged at last: 2
