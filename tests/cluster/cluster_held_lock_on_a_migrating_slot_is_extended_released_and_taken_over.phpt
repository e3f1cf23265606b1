--TEST--
Redis Cluster: while the slot of a held lock (no fencing) is MIGRATING and its key has not moved yet (the waiters' sets and wake lists do not exist), every lock script still runs, since none declares keys it only reads or removes: another caller's lock() and lockMany() answer false (at once, or by its $timeout plus one read_timeout: joining the waiters' sets, which are not on the node, is refused once the call's budget is over, and the call then asks without joining), expire() and isLocking() answer true, unlock() releases, and a caller waiting in another process meanwhile takes the lock on the importing node, instead of TRYAGAIN until code 5
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start(3, 0);
[$from, $to] = array_keys(rl_cluster_masters($c));
$name = rl_cluster_name_on($c, $from, 'job');
$slot = rl_cluster_slot($c, rl_lock_key($name));
$params = rl_cluster_params($c, ['read_timeout' => 1.0]);
$holder = new RedisLock($params);
var_dump($holder->lock($name, 0, 30));
rl_cluster_migration_start($c, $slot, $from, $to);

$other = new RedisLock($params);
echo 'lock(): ', rl_timed(fn () => $other->lock($name))[0], "\n";
[$outcome, $took] = rl_timed(fn () => $other->lock($name, 0.3, 30, 50000));
echo "lock() with \$timeout 0.3: $outcome, ", $took >= 0.3 && $took < 1.3 + 0.5 * rl_time_scale() ? 'by its timeout plus read_timeout' : "after $took s", "\n";
// lockMany() likewise: refused joining, it asks without joining and polls
echo 'lockMany(): ', rl_timed(fn () => $other->lockMany([$name]))[0], "\n";
[$outcome, $took] = rl_timed(fn () => $other->lockMany([$name], 0.3, 30, 50000));
echo "lockMany() with \$timeout 0.3: $outcome, ", $took >= 0.3 && $took < 1.3 + 0.5 * rl_time_scale() ? 'by its timeout plus read_timeout' : "after $took s", "\n";
echo 'expire(): ', rl_timed(fn () => $holder->expire($name, 20))[0], "\n";
echo 'isLocking(): ', rl_timed(fn () => $holder->isLocking($name))[0], "\n";

$result = sys_get_temp_dir() . '/rl-migrating-' . getmypid();
$waiter = rl_fork(static function () use ($params, $name, $result) {
    $w = new RedisLock($params);
    file_put_contents($result, 'waiting');
    [$outcome] = rl_timed(fn () => $w->lock($name, 5 * rl_time_scale(), 30, 50000));
    file_put_contents($result, $outcome);
});
rl_wait_settled(fn () => @file_get_contents($result) === 'waiting' ? '' : 'the waiter has not started', 10, 'waiter');
usleep(100000); // a few of its attempts, each answered "taken"
echo 'unlock(): ', rl_timed(fn () => $holder->unlock($name))[0], "\n";
echo 'waiter exit code: ', rl_fork_wait($waiter), "\n";
echo "the waiter's lock(): ", file_get_contents($result), "\n";
unlink($result);
echo 'the lock key is on the importing node: ',
    in_array(rl_lock_key($name), rl_redis_at($to, 'CLUSTER', 'GETKEYSINSLOT', (string) $slot, '10'), true) ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
lock(): false
lock() with $timeout 0.3: false, by its timeout plus read_timeout
lockMany(): false
lockMany() with $timeout 0.3: false, by its timeout plus read_timeout
expire(): true
isLocking(): true
unlock(): true
waiter exit code: 0
the waiter's lock(): true
the lock key is on the importing node: yes
