--TEST--
RedisSemaphore: waiters of a semaphore of limit 1 that joined one after another (each only once the one before waits) get the permit in that order, each handed it by the release before
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$holder = rl_semaphore();
var_dump($holder->acquire('fifo', 1, 0, 30));
$log = tempnam(sys_get_temp_dir(), 'rl-sem');
$pids = [];
for ($i = 0; $i < 6; $i++) {
    $pids[] = rl_fork(static function () use ($i, $log, $s) {
        $sem = rl_semaphore();
        $got = $sem->acquire('fifo', 1, 20 * $s, 30);
        file_put_contents($log, ($got ? '' : 'timed-out:') . "$i\n", FILE_APPEND | LOCK_EX);
        usleep(20000);
        return $sem->release('fifo') ? 0 : 4;
    });
    // the next one arrives only once this one waits
    rl_await(static fn () => rl_semaphore_waiters('fifo') === $i + 1, 10, "waiter $i joining the waiters");
}
echo 'waiting: ', rl_semaphore_waiters('fifo'), "\n";
var_dump($holder->release('fifo'));
echo 'exit codes: ', implode(',', array_map('rl_fork_wait', $pids)), "\n";
echo 'order: ', implode(' ', file($log, FILE_IGNORE_NEW_LINES)), "\n";
unlink($log);
?>
--EXPECT--
bool(true)
waiting: 6
bool(true)
exit codes: 0,0,0,0,0,0
order: 0 1 2 3 4 5
