--TEST--
RedisLock: a waiter blocked on the wake list still gives up at $timeout, to the millisecond, whatever the poll interval
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$holder = rl_lock();
$holder->lock('busy', 0, 30);
$waiter = rl_lock(['read_timeout' => 0.1]);   // the wait must not trip the read timeout
foreach ([0.3, 0.45] as $timeout) {
    $start = hrtime(true);
    $got = $waiter->lock('busy', $timeout, 5, 5000000);
    $elapsed = (hrtime(true) - $start) / 1e9;
    var_dump($got);
    // the margin stretches under valgrind and ASan, where PHP runs ten times slower
    echo $elapsed >= $timeout - 0.01 && $elapsed < $timeout + 0.06 * rl_time_scale() ? "gave up on time\n" : "gave up after $elapsed s\n";
}
$holder->unlock('busy');
?>
--EXPECT--
bool(false)
gave up on time
bool(false)
gave up on time
