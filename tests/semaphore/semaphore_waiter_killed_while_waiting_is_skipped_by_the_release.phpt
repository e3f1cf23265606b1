--TEST--
RedisSemaphore: a waiter SIGKILLed while it waits (timeout 20 s) counts as a waiter only until its wait slice has passed: the release then skips it and hands the permit to the live waiter behind it at once, instead of to the dead one for its $expire
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$holder = rl_semaphore();
var_dump($holder->acquire('y', 1, 0, 30));
$dead = rl_fork(static fn () => rl_semaphore()->acquire('y', 1, 20 * $s, 30) ? 0 : 3);
rl_await(static fn () => rl_semaphore_waiters('y') === 1, 10, 'the first waiter joining');
$first = rl_redis('ZRANGE', rl_semaphore_beside('y', ':waiters'), '0', '0')[0];
$stamp = tempnam(sys_get_temp_dir(), 'rl-sem');
$live = rl_fork(static function () use ($stamp, $s) {
    $sem = rl_semaphore();
    $got = $sem->acquire('y', 1, 10 * $s, 30);
    file_put_contents($stamp, json_encode([$got, microtime(true)]));
    return $got && $sem->release('y') ? 0 : 3;
});
rl_await(static fn () => rl_semaphore_waiters('y') === 2, 10, 'the second waiter joining');
posix_kill($dead, SIGKILL);
echo 'the first waiter was killed: ', rl_fork_wait($dead) === 128 + SIGKILL ? 'yes' : 'no', "\n";
// until its wait slice has passed it still counts as alive (up to the
// ms of its alive score, that one included)
rl_await(static function () use ($first) {
    $alive = rl_redis('ZSCORE', rl_semaphore_beside('y', ':alive'), $first);
    return $alive === null || (int) $alive < rl_server_ms();
}, 5, 'the dead waiter ceasing to count as alive');
$released = microtime(true);
var_dump($holder->release('y'));
echo 'the live waiter: ', rl_fork_wait($live), "\n";
[$got, $at] = json_decode(file_get_contents($stamp), true);
unlink($stamp);
var_dump($got);
echo 'it got the permit at once: ', $at - $released < 0.5 * $s ? 'yes' : sprintf('no (%.3f s)', $at - $released), "\n";
echo 'permits left: ', count(rl_semaphore_live_permits('y')), "\n";
?>
--EXPECT--
bool(true)
the first waiter was killed: yes
bool(true)
the live waiter: 0
bool(true)
it got the permit at once: yes
permits left: 0
