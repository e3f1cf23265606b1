--TEST--
RedisSemaphore: an expire() that shortens the only permit of a limit of 1 reaches the live waiter even behind one SIGKILLed right after it joined: a semaphore's waiter asks again every 100 ms and counts as alive only that long, so the dead one leaves before the shortened permit ends and the live one takes the permit about 1 s after expire($name, 1), not when the permit's 60 s would have run out, nor after the dead waiter's $expire
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$waiters = rl_semaphore_beside('shortened', ':waiters');
$holder = rl_semaphore();
var_dump($holder->acquire('shortened', 1, 0, 60));
$dead = rl_fork(static fn () => rl_semaphore()->acquire('shortened', 1, 20 * $s, 30) ? 0 : 3);
rl_await(static fn () => rl_semaphore_waiters('shortened') === 1, 10, 'the first waiter joining');
posix_kill($dead, SIGKILL);
echo 'the first waiter was killed: ', rl_fork_wait($dead) === 128 + SIGKILL ? 'yes' : 'no', "\n";
[$first] = rl_redis('ZRANGE', $waiters, '0', '0');
$stamp = tempnam(sys_get_temp_dir(), 'rl-sem');
$live = rl_fork(static function () use ($stamp, $s) {
    $sem = rl_semaphore();
    $got = $sem->acquire('shortened', 1, 20 * $s, 30);
    file_put_contents($stamp, json_encode([$got, microtime(true)]));
    return $got && $sem->release('shortened') ? 0 : 3;
});
rl_await(static fn () => array_diff(rl_redis('ZRANGE', $waiters, '0', '-1'), [$first]) !== [], 10, 'the live waiter joining');
$t = microtime(true);
var_dump($holder->expire('shortened', 1));
echo 'the live waiter: ', rl_fork_wait($live), "\n";
[$got, $at] = json_decode(file_get_contents($stamp), true);
unlink($stamp);
var_dump($got);
echo $at - $t >= 0.9 && $at - $t < 1 + 1.5 * $s ? "about 1 s after the expire()\n" : sprintf("after %.3f s\n", $at - $t);
?>
--EXPECT--
bool(true)
the first waiter was killed: yes
bool(true)
the live waiter: 0
bool(true)
about 1 s after the expire()
