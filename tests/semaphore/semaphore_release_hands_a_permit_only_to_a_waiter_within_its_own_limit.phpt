--TEST--
RedisSemaphore: a release hands the freed permit to the first waiter only if that waiter's own limit allows it: with two holders of limit 3 and a waiter of limit 1, the first release leaves the waiter waiting (also after it has asked again), and the second release hands it the permit at once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$a = rl_semaphore();
$b = rl_semaphore();
var_dump($a->acquire('z', 3, 0, 30), $b->acquire('z', 3, 0, 30));
$stamp = tempnam(sys_get_temp_dir(), 'rl-sem');
$pid = rl_fork(static function () use ($stamp, $s) {
    $sem = rl_semaphore();
    $got = $sem->acquire('z', 1, 10 * $s, 30);
    file_put_contents($stamp, json_encode([$got, microtime(true)]));
    return $got && $sem->release('z') ? 0 : 3;
});
rl_await(static fn () => rl_semaphore_waiters('z') === 1, 10, 'the waiter joining');
$member = rl_redis('ZRANGE', rl_semaphore_beside('z', ':waiters'), '0', '0')[0];
$alive = static fn () => rl_redis('ZSCORE', rl_semaphore_beside('z', ':alive'), $member);
var_dump($a->release('z'));
echo 'permits after the first release: ', count(rl_semaphore_live_permits('z')), "\n";
// the waiter asks again (its alive score moves) and still finds no room by its limit
$before = $alive();
rl_await(static fn () => $alive() !== $before, 5, 'the waiter asking again');
echo 'permits once it asked again: ', count(rl_semaphore_live_permits('z')), ', still waiting: ', rl_semaphore_waiters('z'), "\n";
$released = microtime(true);
var_dump($b->release('z'));
echo 'waiter: ', rl_fork_wait($pid), "\n";
[$got, $at] = json_decode(file_get_contents($stamp), true);
unlink($stamp);
var_dump($got);
echo 'handed the permit at once by the second release: ', $at - $released < 0.5 * $s ? 'yes' : sprintf('no (%.3f s)', $at - $released), "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
permits after the first release: 1
permits once it asked again: 1, still waiting: 1
bool(true)
waiter: 0
bool(true)
handed the permit at once by the second release: yes
