--TEST--
RedisLock: a $waitIntervalUs longer than $timeout does not make lock() overrun its deadline
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->lock('long-gap'));
$t = hrtime(true);
var_dump($b->lock('long-gap', 0.3, 15, 5000000));
$s = (hrtime(true) - $t) / 1e9;
echo $s >= 0.28 && $s < 0.6 ? "gave up after ~0.3 s\n" : "took $s s\n";
// waitIntervalUs 0 is allowed (no pause) and still respects the deadline
$t = hrtime(true);
var_dump($b->lock('long-gap', 0.1, 15, 0));
$s = (hrtime(true) - $t) / 1e9;
echo $s >= 0.09 && $s < 0.4 ? "gave up after ~0.1 s\n" : "took $s s\n";
?>
--EXPECT--
bool(true)
bool(false)
gave up after ~0.3 s
bool(false)
gave up after ~0.1 s
