--TEST--
RedisLock: a waiter blocked on the wake list still gives up at $timeout, to the millisecond, whatever the poll interval
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$holder = rl_lock();
$holder->lock('busy', 0, 30);
// the scenario stretches under valgrind and ASan, where PHP runs slower
$scale = rl_time_scale();
$waiter = rl_lock(['read_timeout' => 0.1 * $scale]);   // the wait must not trip the read timeout
foreach ([0.3 * $scale, 0.45 * $scale] as $timeout) {
    $start = hrtime(true);
    $got = $waiter->lock('busy', $timeout, 5, 5000000);
    $elapsed = (hrtime(true) - $start) / 1e9;
    var_dump($got);
    echo $elapsed >= $timeout - 0.01 && $elapsed < $timeout + 0.06 * $scale ? "gave up on time\n" : "gave up after $elapsed s\n";
}
$holder->unlock('busy');
?>
--EXPECT--
bool(false)
gave up on time
bool(false)
gave up on time
