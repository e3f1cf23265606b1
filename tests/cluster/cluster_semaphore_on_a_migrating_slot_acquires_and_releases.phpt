--TEST--
Redis Cluster: while the slot of a semaphore with a permit held is MIGRATING and its key has not moved yet (its waiters' set does not exist on either node), acquire() and release() still run: every key beside the semaphore that they do not declare is read with pcall, so the old node's "not a local key" answer sends them the long way instead of failing; a permit is taken up to the limit, refused beyond it, released, checked and extended there, and no permit is lost
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start(3, 0);
[$from, $to] = array_keys(rl_cluster_masters($c));
$name = null;
for ($n = 0; $n < 1000 && $name === null; $n++) {
    if (rl_cluster_master_of($c, rl_prefix() . "Semaphore:job-$n") === $from) {
        $name = "job-$n";
    }
}
$key = rl_prefix() . "Semaphore:$name";
$slot = rl_cluster_slot($c, $key);
$params = rl_cluster_params($c, ['read_timeout' => 1.0]);
$holder = new RedisSemaphore($params);
var_dump($holder->acquire($name, 2, 0, 30));
rl_cluster_migration_start($c, $slot, $from, $to);

$other = new RedisSemaphore($params);
echo 'acquire() of the second permit: ', rl_timed(fn () => $other->acquire($name, 2, 0, 30))[0], "\n";
echo 'acquire() beyond the limit: ', rl_timed(fn () => (new RedisSemaphore($params))->acquire($name, 2))[0], "\n";
echo 'isAcquired(): ', rl_timed(fn () => $other->isAcquired($name))[0], "\n";
echo 'expire(): ', rl_timed(fn () => $other->expire($name, 20))[0], "\n";
echo 'release(): ', rl_timed(fn () => $other->release($name))[0], "\n";
echo "holder's release(): ", rl_timed(fn () => $holder->release($name))[0], "\n";
echo 'keys left in the slot: ', rl_redis_at($from, 'CLUSTER', 'COUNTKEYSINSLOT', (string) $slot)
    + rl_redis_at($to, 'CLUSTER', 'COUNTKEYSINSLOT', (string) $slot), "\n";
?>
--EXPECT--
bool(true)
acquire() of the second permit: true
acquire() beyond the limit: false
isAcquired(): true
expire(): true
release(): true
holder's release(): true
keys left in the slot: 0
