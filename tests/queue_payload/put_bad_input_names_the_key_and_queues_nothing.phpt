--TEST--
RedisQueue put(): a payload that is not a string (int, null, array, a Stringable object) is a TypeError naming its key, an id "" a ValueError naming it, a non-finite $afterInterval a ValueError: nothing is queued (also when the bad element comes after 1,500 good ones); a null or "" name, or no task, queues nothing and answers 0
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
class Text { public function __toString(): string { return 'text'; } }
$many = [];
for ($i = 0; $i < 1500; $i++) {
    $many["t$i"] = 'ok';
}
$cases = [
    'int' => ['a' => 'ok', 'b' => 1],
    'null at an int key' => ['a' => 'ok', 5 => null],
    'array' => ['x' => []],
    'Stringable' => ['s' => new Text()],
    'empty id' => ['a' => 'ok', '' => 'x'],
    'after 1,500 good ones' => $many + ["bad\"key" => 2.5],
];
foreach ($cases as $what => $tasks) {
    try {
        $q->put('jobs', $tasks);
        echo "$what: no exception\n";
    } catch (TypeError|ValueError $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
foreach ([NAN, INF] as $after) {
    try {
        $q->put('jobs', ['a' => 'ok'], $after);
    } catch (ValueError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
var_dump($q->put(null, ['a' => 'ok']), $q->put('', ['a' => 'ok']), $q->put('jobs', []));
try {
    $q->put(null, ['a' => 1]);
} catch (TypeError $e) {
    echo "null name, bad payload: TypeError\n";
}
echo 'keys: ', implode(',', rl_test_keys()) ?: 'none', "\n";
?>
--EXPECT--
int: TypeError: RedisQueue::put(): Argument #2 ($tasks) must map ids to payloads of type string, int given at key "b"
null at an int key: TypeError: RedisQueue::put(): Argument #2 ($tasks) must map ids to payloads of type string, null given at index 5
array: TypeError: RedisQueue::put(): Argument #2 ($tasks) must map ids to payloads of type string, array given at key "x"
Stringable: TypeError: RedisQueue::put(): Argument #2 ($tasks) must map ids to payloads of type string, Text given at key "s"
empty id: ValueError: RedisQueue::put(): Argument #2 ($tasks) must not have "" as an id (found at key "")
after 1,500 good ones: TypeError: RedisQueue::put(): Argument #2 ($tasks) must map ids to payloads of type string, float given at key "bad"key"
ValueError: RedisQueue::put(): Argument #3 ($afterInterval) must be a finite number of seconds of magnitude at most 100000000000
ValueError: RedisQueue::put(): Argument #3 ($afterInterval) must be a finite number of seconds of magnitude at most 100000000000
int(0)
int(0)
int(0)
null name, bad payload: TypeError
keys: none
