--TEST--
RedisLock: lock() with $timeout > 0 waits and gets the lock once the holder (another process) unlocks it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$pid = pcntl_fork();
if ($pid === 0) {
    // the holder: takes the lock, keeps it ~200 ms (scaled), releases it
    $ok = false;
    try {
        $holder = rl_lock();
        if ($holder->lock('handover', 0, 15)) {
            usleep(200000 * rl_time_scale());
            $ok = $holder->unlock('handover');
        }
    } catch (Throwable $e) {
        fwrite(STDERR, "holder: " . $e->getMessage() . "\n");
    }
    exit($ok ? 0 : 1);
}
// wait until the child holds the lock (a forked child under valgrind may
// take a second or more to get there)
rl_wait_settled(static fn () => rl_redis('EXISTS', rl_lock_key('handover')) ? '' : 'not held yet',
    10 * rl_time_scale(), 'the holder');
$waiter = rl_lock();
$t = hrtime(true);
var_dump($waiter->lock('handover', 0));          // still held: no wait
var_dump($waiter->lock('handover', 3 * rl_time_scale(), 15, 10000));
$s = (hrtime(true) - $t) / 1e9;
echo $s >= 0.1 && $s < 1.5 * rl_time_scale() ? "waited for the release\n" : "took $s s\n";
var_dump($waiter->isLocking('handover'));
pcntl_waitpid($pid, $status);
var_dump(pcntl_wifexited($status) && pcntl_wexitstatus($status) === 0);
var_dump($waiter->unlock('handover'));
?>
--EXPECT--
bool(false)
bool(true)
waited for the release
bool(true)
bool(true)
bool(true)
