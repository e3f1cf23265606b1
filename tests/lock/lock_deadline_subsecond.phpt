--TEST--
RedisLock: lock() deadlines are kept to the millisecond, not to the second
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->lock('held'));
foreach ([0.2, 0.2, 0.45] as $timeout) {
    $t = hrtime(true);
    $got = $b->lock('held', $timeout, 15, 10000);
    $s = (hrtime(true) - $t) / 1e9;
    var_dump($got);
    echo $s >= $timeout - 0.02 && $s < $timeout + 0.3 ? "gave up after ~$timeout s\n" : "took $s s for $timeout\n";
}
?>
--EXPECT--
bool(true)
bool(false)
gave up after ~0.2 s
bool(false)
gave up after ~0.2 s
bool(false)
gave up after ~0.45 s
