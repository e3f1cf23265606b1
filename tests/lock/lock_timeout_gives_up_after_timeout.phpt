--TEST--
RedisLock: lock() with a float $timeout gives up after about $timeout seconds and returns false
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->lock('held'));
$t = hrtime(true);
var_dump($b->lock('held', 0.3));
$s = (hrtime(true) - $t) / 1e9;
echo $s >= 0.28 && $s < 0.6 ? "gave up after ~0.3 s\n" : "took $s s\n";
// an int timeout works the same way
$t = hrtime(true);
var_dump($b->lock('held', 1, 15, 50000));
$s = (hrtime(true) - $t) / 1e9;
echo $s >= 0.98 && $s < 1.4 ? "gave up after ~1 s\n" : "took $s s\n";
var_dump($a->isLocking('held'));
?>
--EXPECT--
bool(true)
bool(false)
gave up after ~0.3 s
bool(false)
gave up after ~1 s
bool(true)
