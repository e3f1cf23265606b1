--TEST--
RedisSemaphore: a later arrival never passes an earlier one that still waits, even with a higher limit: with one permit held and a waiter of limit 1 waiting, a caller of limit 2 (a permit free by its own limit) that tries once is refused, and one that waits joins the waiters behind it, holding nothing, until the holder releases; then both are served
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$holder = rl_semaphore();
var_dump($holder->acquire('mixed', 1, 0, 30));
$log = tempnam(sys_get_temp_dir(), 'rl-sem');
$first = rl_fork(static function () use ($log, $s) {
    $sem = rl_semaphore();
    $got = $sem->acquire('mixed', 1, 20 * $s, 30);
    file_put_contents($log, ($got ? '' : 'timed-out:') . "limit-1\n", FILE_APPEND | LOCK_EX);
    usleep(50000);
    return $sem->release('mixed') ? 0 : 4;
});
rl_await(static fn () => rl_semaphore_waiters('mixed') === 1, 10, 'the first waiter joining');
// by its own limit a permit is free, but an earlier caller waits
var_dump(rl_semaphore()->acquire('mixed', 2, 0, 30));
$second = rl_fork(static function () use ($log, $s) {
    $sem = rl_semaphore();
    $got = $sem->acquire('mixed', 2, 20 * $s, 30);
    file_put_contents($log, ($got ? '' : 'timed-out:') . "limit-2\n", FILE_APPEND | LOCK_EX);
    return $sem->release('mixed') ? 0 : 4;
});
rl_await(static fn () => rl_semaphore_waiters('mixed') === 2, 10, 'the second waiter joining');
echo 'permits held while both wait: ', count(rl_semaphore_live_permits('mixed')), "\n";
var_dump($holder->release('mixed'));
echo 'exit codes: ', rl_fork_wait($first), ',', rl_fork_wait($second), "\n";
$got = file($log, FILE_IGNORE_NEW_LINES);
sort($got);
echo 'served: ', implode(' ', $got), "\n";
unlink($log);
?>
--EXPECT--
bool(true)
bool(false)
permits held while both wait: 1
bool(true)
exit codes: 0,0
served: limit-1 limit-2
