--TEST--
RedisSemaphore: a caller waiting for a full semaphore (limit 2, permits living 30 s, its timeout 10 s) takes the permit a holder releases promptly, well within its timeout, and holds it; the other holder keeps its own
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$a = rl_semaphore();
$b = rl_semaphore();
var_dump($a->acquire('pool', 2, 0, 30), $b->acquire('pool', 2, 0, 30));
$stamp = tempnam(sys_get_temp_dir(), 'rl-sem');
$pid = rl_fork(static function () use ($stamp, $s) {
    $sem = rl_semaphore();
    $got = $sem->acquire('pool', 2, 10 * $s, 30);
    file_put_contents($stamp, json_encode([$got, microtime(true), $sem->isAcquired('pool')]));
    return $got && $sem->release('pool') ? 0 : 3;
});
rl_await(static fn () => rl_semaphore_waiters('pool') === 1, 10, 'the waiter joining');
$released = microtime(true);
var_dump($a->release('pool'));
echo 'waiter: ', rl_fork_wait($pid), "\n";
[$got, $at, $held] = json_decode(file_get_contents($stamp), true);
unlink($stamp);
var_dump($got, $held);
$after = $at - $released;
echo 'taken promptly after the release: ', $after < 0.5 * $s ? 'yes' : sprintf('no (%.3f s)', $after), "\n";
var_dump($b->isAcquired('pool'), $b->release('pool'));
echo 'keys left of the semaphore: ', rl_redis('EXISTS', rl_semaphore_key('pool')), "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
waiter: 0
bool(true)
bool(true)
taken promptly after the release: yes
bool(true)
bool(true)
keys left of the semaphore: 0
