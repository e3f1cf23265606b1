--TEST--
RedisLock::lockMany(): an empty array, or an element that is not a non-empty string or an int ('', null, an array, a float, a bool, an object) throws ValueError naming the element's index, and a bad $timeout, $expire or $waitIntervalUs throws ValueError as lock() does; nothing is written, nothing is held, even for the good names before the bad one
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
$cases = [
    'empty array' => [[], null],
    "'' at 1" => [['a', '', 'c'], 1],
    'null at 2' => [['a', 'b', null], 2],
    'array at 0' => [[['a'], 'b'], 0],
    'float at 1' => [['a', 1.5], 1],
    'bool at 1' => [['a', true], 1],
    'object at 3' => [['a', 'b', 'c', new stdClass()], 3],
    "'' under the key 'k'" => [['a', 'k' => ''], 'k'],
];
foreach ($cases as $case => [$names, $index]) {
    try {
        var_dump($lock->lockMany($names));
    } catch (Throwable $e) {
        $named = $index === null || preg_match('/(?<![\w.])' . preg_quote((string) $index, '/') . '(?![\w.])/', $e->getMessage());
        echo "$case: ", get_class($e), ', names its argument: ', str_contains($e->getMessage(), 'lockMany(): Argument #1 ($names)') ? 'yes' : 'no',
            ', names the index: ', $named ? 'yes' : 'no', ' (', $e->getMessage(), ")\n";
    }
}
foreach ([[-1, 15, 0], [NAN, 15, 0], [INF, 15, 0], [0, 0, 0], [0, -1, 0], [0, NAN, 0], [0, INF, 0], [1, 15, -1]] as [$timeout, $expire, $wait]) {
    try {
        var_dump($lock->lockMany(['a', 'b'], $timeout, $expire, $wait));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo 'keys: ', json_encode(rl_test_keys()), "\n";
var_dump($lock->isLocking('a'), $lock->unlockAll());
?>
--EXPECTF--
empty array: ValueError, names its argument: yes, names the index: yes (%s)
'' at 1: ValueError, names its argument: yes, names the index: yes (%s)
null at 2: ValueError, names its argument: yes, names the index: yes (%s)
array at 0: ValueError, names its argument: yes, names the index: yes (%s)
float at 1: ValueError, names its argument: yes, names the index: yes (%s)
bool at 1: ValueError, names its argument: yes, names the index: yes (%s)
object at 3: ValueError, names its argument: yes, names the index: yes (%s)
'' under the key 'k': ValueError, names its argument: yes, names the index: yes (%s)
ValueError: RedisLock::lockMany(): Argument #2 ($timeout) must be %s
ValueError: RedisLock::lockMany(): Argument #2 ($timeout) must be %s
ValueError: RedisLock::lockMany(): Argument #2 ($timeout) must be %s
ValueError: RedisLock::lockMany(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lockMany(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lockMany(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lockMany(): Argument #3 ($expire) must be %s
ValueError: RedisLock::lockMany(): Argument #4 ($waitIntervalUs) must be %s
keys: []
bool(false)
bool(true)
