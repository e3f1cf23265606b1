--TEST--
RedisLock: in coercive typing mode non-numeric strings and arrays still throw TypeError, numeric strings are accepted
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$calls = [
    fn () => $a->lock('x', 'abc'),
    fn () => $a->lock('x', 0, 'soon'),
    fn () => $a->lock('x', 0, 15, 'often'),
    fn () => $a->lock(['x']),
    fn () => $a->expire('x', 'later'),
];
foreach ($calls as $call) {
    try {
        var_dump($call());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
var_dump($a->lock('x', '0', '2.5'));
$pttl = rl_redis('PTTL', rl_lock_key('x'));
echo $pttl > 2000 && $pttl <= 2500 ? "ttl ~2.5 s\n" : "pttl $pttl\n";
var_dump($a->lock(123));                     // an int name is the string "123"
var_dump(rl_redis('EXISTS', rl_lock_key('123')));
?>
--EXPECT--
TypeError: RedisLock::lock(): Argument #2 ($timeout) must be of type int|float, string given
TypeError: RedisLock::lock(): Argument #3 ($expire) must be of type int|float, string given
TypeError: RedisLock::lock(): Argument #4 ($waitIntervalUs) must be of type int, string given
TypeError: RedisLock::lock(): Argument #1 ($name) must be of type ?string, array given
TypeError: RedisLock::expire(): Argument #2 ($expire) must be of type int|float, string given
bool(true)
ttl ~2.5 s
bool(true)
int(1)
