--TEST--
RedisSemaphore: releaseAll() releases every permit the object holds (on several names) and returns true, leaving other objects' permits on the same names; with nothing held it returns true too
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$a = rl_semaphore();
$b = rl_semaphore();
foreach (['one', 'two', 'three', '0'] as $name) {
    var_dump($a->acquire($name, 2, 0, 30));
}
var_dump($b->acquire('one', 2, 0, 30));
var_dump($a->release('two'));                // already released: not counted
var_dump($a->releaseAll());
echo 'keys: ', json_encode(rl_test_keys()), "\n";
echo 'permits of one: ', count(rl_semaphore_live_permits('one')), "\n";
var_dump($a->isAcquired('one'), $a->isAcquired('0'), $b->isAcquired('one'));
var_dump($a->acquire('one', 1));             // b's permit counts
var_dump($a->acquire('three', 1));           // free again
var_dump($a->releaseAll(), $b->releaseAll(), $b->releaseAll());
echo 'keys: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
keys: ["Semaphore:one"]
permits of one: 1
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
keys: []
