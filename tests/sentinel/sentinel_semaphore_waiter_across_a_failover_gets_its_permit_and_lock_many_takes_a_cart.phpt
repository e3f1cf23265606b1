--TEST--
Sentinel: RedisSemaphore and lockMany() through the master Sentinel names. A cart is taken with lockMany() in one script; an acquire() blocked waiting for a permit while the sentinels fail the master over finds the new master and goes on waiting there within its $timeout: it gets the permit soon after the holder releases its own on the new master, where the permit and a cart taken after the failover are
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
// one replica, and the old master once it is one, are never promoted
// (replica-priority 0): the failover has one candidate and a second one none
// (the sentinels that switched have dropped their pause between failovers,
// and on a loaded machine may flag the new master down before a PONG from it,
// then fail it over to a node no replica follows yet, where a lock throws
// code 7)
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1, 'master_unpromotable' => true]);
$params = rl_sentinel_params($s);
$key = rl_prefix() . 'Semaphore:hot';
$cart = new RedisLock($params);
// the first call loads the script (NOSCRIPT, then EVAL): counted after it
var_dump($cart->lockMany(['{cart}1', '{cart}2', 'other']), $cart->unlockAll());
$scripts = rl_command_calls('evalsha', $s['master']);
var_dump($cart->lockMany(['{cart}1', '{cart}2', 'other']));
echo 'scripts for the cart: ', rl_command_calls('evalsha', $s['master']) - $scripts, "\n";
var_dump($cart->unlockAll());
$holder = new RedisSemaphore($params);
var_dump($holder->acquire('hot', 1, 0, 60));
$result = sys_get_temp_dir() . '/rl-sentinel-semaphore-' . getmypid();
$waiter = rl_fork(static function () use ($params, $result) {
    $w = new RedisSemaphore($params);
    $taken = $w->acquire('hot', 1, 20 * rl_time_scale(), 60);
    file_put_contents($result, json_encode([$taken, microtime(true)]));
});
rl_wait_blocked($s['master'], 1, at_least: true);
rl_redis_at(array_key_first($s['sentinels']), 'SENTINEL', 'FAILOVER', 'mymaster');
$new = rl_sentinel_wait_failover($s, $s['master']);
usleep(300000 * rl_time_scale());
$released_at = microtime(true);
var_dump($holder->release('hot'));
echo 'waiter exit code: ', rl_fork_wait($waiter), "\n";
[$taken, $at] = json_decode(file_get_contents($result), true);
echo 'the waiter got the permit: ', var_export($taken, true), "\n";
$after = $at - $released_at;
echo $after < 1.0 * rl_time_scale() ? "within a second of the release\n" : "$after s after the release\n";
echo 'its permit is on the new master: ', rl_redis_at($new, 'ZCARD', $key), "\n";
var_dump($cart->lockMany(['{cart}1', '{cart}2', 'other']));
echo 'the cart is on the new master: ', rl_sentinel_key_on($new, rl_lock_key('{cart}2')) && rl_sentinel_key_on($new, rl_lock_key('other')) ? 'yes' : 'no', "\n";
unlink($result);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
scripts for the cart: 1
bool(true)
bool(true)
bool(true)
waiter exit code: 0
the waiter got the permit: true
within a second of the release
its permit is on the new master: 1
bool(true)
the cart is on the new master: yes
