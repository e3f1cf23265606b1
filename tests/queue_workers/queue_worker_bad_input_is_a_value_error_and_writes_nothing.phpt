--TEST--
RedisQueue: bad input to the worker methods: a negative, NaN or infinite $wait and a $visibility of 0 or less, NaN or INF are ValueErrors, "" as the name of touch() or size() too, null or "" as the name of reserve() answers []; nothing is written
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', 'a');
$calls = [
    'pop wait -1' => fn() => $q->pop('jobs', 1, 10, -1),
    'pop wait -0.001' => fn() => $q->pop('jobs', 1, 10, -0.001),
    'pop wait NAN' => fn() => $q->pop('jobs', 1, 10, NAN),
    'reserve wait INF' => fn() => $q->reserve('jobs', 1, 30, INF),
    'reserve visibility 0' => fn() => $q->reserve('jobs', 1, 0),
    'reserve visibility -5' => fn() => $q->reserve('jobs', 1, -5),
    'reserve visibility 0.0' => fn() => $q->reserve('jobs', 1, 0.0),
    'reserve visibility NAN' => fn() => $q->reserve('jobs', 1, NAN),
    'reserve visibility 1e12' => fn() => $q->reserve('jobs', 1, 1e12),
    'reserve count 10001' => fn() => $q->reserve('jobs', 10001),
    'touch name ""' => fn() => $q->touch('', 'a', 1.0, 10),
    'touch visibility 0' => fn() => $q->touch('jobs', 'a', 1.0, 0),
    'touch visibility -INF' => fn() => $q->touch('jobs', 'a', 1.0, -INF),
    'size name ""' => fn() => $q->size(''),
    'reserve name null' => fn() => $q->reserve(null),
    'reserve name ""' => fn() => $q->reserve('', 1, 30, 5),
    'reserve count 0' => fn() => $q->reserve('jobs', 0),
    'touch id ""' => fn() => $q->touch('jobs', '', 1.0, 10),
    'size array' => fn() => $q->size([]),
    'reserve visibility "x"' => fn() => $q->reserve('jobs', 1, 'x'),
];
foreach ($calls as $what => $call) {
    $t0 = microtime(true);
    try {
        $r = $call();
        echo "$what: ", json_encode($r);
    } catch (Throwable $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage();
    }
    echo microtime(true) - $t0 > 0.5 ? ' (waited)' : '', "\n";
}
echo 'keys: ', json_encode(rl_test_keys()), ' score unchanged: ', var_export($q->top('jobs')['id'] === 'a', true), "\n";
?>
--EXPECT--
pop wait -1: ValueError: RedisQueue::pop(): Argument #4 ($wait) must be a finite number of seconds greater than or equal to 0 and at most 100000000000
pop wait -0.001: ValueError: RedisQueue::pop(): Argument #4 ($wait) must be a finite number of seconds greater than or equal to 0 and at most 100000000000
pop wait NAN: ValueError: RedisQueue::pop(): Argument #4 ($wait) must be a finite number of seconds greater than or equal to 0 and at most 100000000000
reserve wait INF: ValueError: RedisQueue::reserve(): Argument #4 ($wait) must be a finite number of seconds greater than or equal to 0 and at most 100000000000
reserve visibility 0: ValueError: RedisQueue::reserve(): Argument #3 ($visibility) must be a finite number of seconds greater than 0 and at most 100000000000
reserve visibility -5: ValueError: RedisQueue::reserve(): Argument #3 ($visibility) must be a finite number of seconds greater than 0 and at most 100000000000
reserve visibility 0.0: ValueError: RedisQueue::reserve(): Argument #3 ($visibility) must be a finite number of seconds greater than 0 and at most 100000000000
reserve visibility NAN: ValueError: RedisQueue::reserve(): Argument #3 ($visibility) must be a finite number of seconds greater than 0 and at most 100000000000
reserve visibility 1e12: ValueError: RedisQueue::reserve(): Argument #3 ($visibility) must be a finite number of seconds greater than 0 and at most 100000000000
reserve count 10001: ValueError: RedisQueue::reserve(): Argument #2 ($count) must be at most 10000
touch name "": ValueError: RedisQueue::touch(): Argument #1 ($name) must not be empty
touch visibility 0: ValueError: RedisQueue::touch(): Argument #4 ($visibility) must be a finite number of seconds greater than 0 and at most 100000000000
touch visibility -INF: ValueError: RedisQueue::touch(): Argument #4 ($visibility) must be a finite number of seconds greater than 0 and at most 100000000000
size name "": ValueError: RedisQueue::size(): Argument #1 ($name) must not be empty
reserve name null: []
reserve name "": []
reserve count 0: []
touch id "": false
size array: TypeError: RedisQueue::size(): Argument #1 ($name) must be of type string, array given
reserve visibility "x": TypeError: RedisQueue::reserve(): Argument #3 ($visibility) must be of type int|float, string given
keys: ["Queue:jobs"] score unchanged: true
