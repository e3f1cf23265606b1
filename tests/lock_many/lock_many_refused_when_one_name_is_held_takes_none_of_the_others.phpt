--TEST--
RedisLock::lockMany(): when one name is held by another object, lockMany() answers false and takes none of the others (their keys never appear, trying once or waiting until its timeout, the held name first, last or in the middle); once the name is free, all are taken
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$other = rl_lock();
var_dump($other->lock('b', 0, 30 * $s));      // scaled: held through the waits below
$lock = rl_lock();
foreach ([['a', 'b', 'c'], ['b', 'a', 'c'], ['a', 'c', 'b']] as $names) {
    echo implode(',', $names), ': ', var_export($lock->lockMany($names), true),
        ', a or c written: ', rl_redis('EXISTS', rl_lock_key('a'), rl_lock_key('c')),
        ', held here: ', json_encode(array_values(array_filter($names, [$lock, 'isLocking']))), "\n";
}
// waiting: an observer looks for a and c all along the wait
$seen = tempnam(sys_get_temp_dir(), 'rl-many');
$window = 0.6 * $s;
$observer = rl_fork(static function () use ($seen, $window) {
    $end = microtime(true) + $window;
    $looks = $found = 0;
    for ($i = 0; $i < 1000000 && microtime(true) < $end; $i++) {
        $looks++;
        $found += rl_redis('EXISTS', rl_lock_key('a'), rl_lock_key('c'));
        usleep(1000);
    }
    file_put_contents($seen, "$looks $found");
});
$t = microtime(true);
$got = $lock->lockMany(['a', 'b', 'c'], 0.5 * $s, 15, 20000);
$waited = microtime(true) - $t;
rl_fork_wait($observer);
[$looks, $found] = explode(' ', file_get_contents($seen));
unlink($seen);
echo 'waiting: ', var_export($got, true), ', for its timeout: ', $waited >= 0.5 * $s ? 'yes' : "no ($waited s)",
    ', a or c seen written: ', $looks > 50 ? $found : "only $looks looks", "\n";
echo 'a or c written: ', rl_redis('EXISTS', rl_lock_key('a'), rl_lock_key('c')), ', held here: ',
    json_encode(array_values(array_filter(['a', 'b', 'c'], [$lock, 'isLocking']))), "\n";
// the held name is free for others meanwhile: b's holder takes a and c itself
var_dump($other->lockMany(['a', 'c']));
var_dump($other->unlockAll());
var_dump($lock->lockMany(['a', 'b', 'c']));
echo 'held here: ', json_encode(array_values(array_filter(['a', 'b', 'c'], [$lock, 'isLocking']))), "\n";
var_dump($lock->unlockAll());
?>
--EXPECT--
bool(true)
a,b,c: false, a or c written: 0, held here: []
b,a,c: false, a or c written: 0, held here: []
a,c,b: false, a or c written: 0, held here: []
waiting: false, for its timeout: yes, a or c seen written: 0
a or c written: 0, held here: []
bool(true)
bool(true)
bool(true)
held here: ["a","b","c"]
bool(true)
