--TEST--
RedisLock::lockMany() waiting on a name (mode "m" among its waiters) never keeps that name from a lock() waiting behind it: when the holder unlocks it while the cart's other name is still held elsewhere, the release wakes the cart and hands the lock to the lock() caller at once (its poll interval is 5 s), as unlock() passes a lock to the first plain waiter; the cart, woken, is refused again and keeps none of its names
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
[$port, $server] = rl_server_start();
$holder_x = rl_lock(['port' => $port]);
$holder_y = rl_lock(['port' => $port]);
// lifetimes scaled as the waits are: y must outlive the cart's whole wait
// (3 * $s), x the two waiters joining
var_dump($holder_x->lock('x', 0, 30 * $s), $holder_y->lock('y', 0, 30 * $s));
$waiters = '{' . rl_lock_key('x') . '}:waiters';
$stamp = tempnam(sys_get_temp_dir(), 'rl-many');
$cart = rl_fork(static function () use ($port, $s) {
    $got = rl_lock(['port' => $port])->lockMany(['x', 'y'], 3 * $s, 30, 5000000);
    return $got ? 3 : 0;
});
rl_await(static fn () => rl_redis_at($port, 'ZCARD', $waiters) === 1, 5, 'the cart to wait on x');
$plain = rl_fork(static function () use ($port, $s, $stamp) {
    $lock = rl_lock(['port' => $port]);
    $got = $lock->lock('x', 10 * $s, 30, 5000000);
    file_put_contents($stamp, json_encode([$got, microtime(true)]));
    return $lock->unlock('x') ? 0 : 4;
});
rl_await(static fn () => rl_redis_at($port, 'ZCARD', $waiters) === 2, 5, 'lock() to wait on x behind the cart');
$modes = array_map(static fn ($member) => $member[0], rl_redis_at($port, 'ZRANGE', $waiters, 0, -1));
echo 'waiters of x, in order: ', implode(', ', $modes), "\n";
$released = microtime(true);
var_dump($holder_x->unlock('x'));
echo 'lock() waiter: ', rl_fork_wait($plain), "\n";
[$got, $at] = json_decode(file_get_contents($stamp), true);
unlink($stamp);
var_dump($got);
$after = $at - $released;
echo 'handed x at once: ', $after < 1.0 * $s ? 'yes' : sprintf('no (%.3f s)', $after), "\n";
echo 'cart (refused, y still held): ', rl_fork_wait($cart), "\n";
var_dump($holder_y->unlock('y'));
echo 'keys left: ', json_encode(rl_redis_at($port, 'KEYS', '*')), "\n";
rl_server_stop($server);
?>
--EXPECT--
bool(true)
bool(true)
waiters of x, in order: m, h
bool(true)
lock() waiter: 0
bool(true)
handed x at once: yes
cart (refused, y still held): 0
bool(true)
keys left: []
