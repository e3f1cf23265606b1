--TEST--
RedisSemaphore $weight, first come first served: with 2 of 3 permits held, a waiter of weight 3 at the head is not passed by a later caller of weight 1 (trying once it is refused though a permit is free; waiting, it joins behind); the release hands the heavy waiter all 3 permits at once, and the light one gets its permit only when the heavy one releases
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$holder = rl_semaphore();
var_dump($holder->acquire('head', 3, 0, 30, 2));
$log = tempnam(sys_get_temp_dir(), 'rl-sem');
$pids = [];
foreach ([['heavy', 3], ['light', 1]] as $i => [$who, $weight]) {
    $pids[] = rl_fork(static function () use ($who, $weight, $log, $s) {
        $sem = rl_semaphore();
        $got = $sem->acquire('head', 3, 20 * $s, 30, $weight);
        $held = count(rl_semaphore_live_permits('head'));
        file_put_contents($log, ($got ? '' : 'timed-out:') . "$who holding with $held permits taken\n", FILE_APPEND | LOCK_EX);
        usleep(200000);
        return $sem->release('head') ? 0 : 4;
    });
    rl_await(static fn () => rl_semaphore_waiters('head') === $i + 1, 10, "the $who waiter joining the waiters");
    if ($i === 0) {
        // a permit is free, but the heavy waiter is first
        $once = rl_semaphore();
        echo 'weight 1 trying once behind the heavy waiter: ', json_encode($once->acquire('head', 3, 0, 30, 1)), "\n";
    }
}
echo 'waiting: ', rl_semaphore_waiters('head'), ', permits held: ', count(rl_semaphore_live_permits('head')), "\n";
var_dump($holder->release('head'));
echo 'exit codes: ', implode(',', array_map('rl_fork_wait', $pids)), "\n";
echo implode("\n", file($log, FILE_IGNORE_NEW_LINES)), "\n";
unlink($log);
echo 'keys left: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
bool(true)
weight 1 trying once behind the heavy waiter: false
waiting: 2, permits held: 2
bool(true)
exit codes: 0,0
heavy holding with 3 permits taken
light holding with 1 permits taken
keys left: []
