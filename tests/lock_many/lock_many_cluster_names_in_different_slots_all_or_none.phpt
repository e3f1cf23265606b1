--TEST--
RedisLock::lockMany() on a Redis Cluster with names on every master (different slots): all are taken and held as if lock() had taken each (token, fencing token, isLocking, unlock); when one of them is held by another object, it answers false and leaves none of the others written, on any master, whatever the name's place in the list; with a timeout it is woken when the holder unlocks (its poll interval is 5 s) and takes them all
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$s = rl_time_scale();
$masters = array_keys(rl_cluster_masters($c));
$names = array_map(static fn ($port) => rl_cluster_name_on($c, $port, 'item'), $masters);
$slots = array_unique(array_map(static fn ($name) => rl_cluster_slot($c, rl_lock_key($name)), $names));
echo 'names on ', count($masters), ' masters, in ', count($slots), " slots\n";
$params = rl_cluster_params($c, ['fencing' => true]);
$lock = new RedisLock($params);
var_dump($lock->lockMany($names, 0, 30));
$ok = 0;
foreach ($names as $i => $name) {
    $fence = $lock->fencingToken($name);
    $ok += $lock->isLocking($name) && rl_redis_at($masters[$i], 'GET', rl_lock_key($name)) === $lock->token($name) && is_int($fence) && $fence > 0 ? 1 : 0;
}
echo "names held as lock() holds them: $ok\n";
var_dump($lock->unlock($names[1]), $lock->isLocking($names[1]), $lock->unlockAll());
echo 'lock keys left: ', count(array_filter(array_keys(rl_cluster_keys($c)), static fn ($k) => !str_contains($k, ':fence'))), "\n";

$holder = new RedisLock($params);
foreach ($names as $held) {
    $holder->lock($held, 0, 30);
    $others = array_values(array_diff($names, [$held]));
    $got = $lock->lockMany($names);
    $written = array_filter($others, static fn ($name) => rl_redis_at(rl_cluster_master_of($c, rl_lock_key($name)), 'EXISTS', rl_lock_key($name)) === 1);
    echo 'held ', array_search($held, $names), ': ', var_export($got, true), ', others written: ', count($written),
        ', others held: ', count(array_filter($others, [$lock, 'isLocking'])), "\n";
    $holder->unlock($held);
}

// waiting for the name held on the last master
$holder->lock($names[2], 0, 30);
$stamp = tempnam(sys_get_temp_dir(), 'rl-many');
$pid = rl_fork(static function () use ($params, $names, $stamp, $s) {
    $waiter = new RedisLock($params);
    $got = $waiter->lockMany($names, 10 * $s, 30, 5000000);
    file_put_contents($stamp, json_encode([$got, microtime(true), count(array_filter($names, [$waiter, 'isLocking']))]));
    return $waiter->unlockAll() ? 0 : 3;
});
rl_wait_blocked($masters[2], 1);
$released = microtime(true);
var_dump($holder->unlock($names[2]));
echo 'waiter: ', rl_fork_wait($pid), "\n";
[$got, $at, $held] = json_decode(file_get_contents($stamp), true);
unlink($stamp);
echo 'took them all: ', var_export($got, true), ", $held held, promptly: ", $at - $released < 1.0 * $s ? 'yes' : sprintf('no (%.3f s)', $at - $released), "\n";
?>
--EXPECT--
names on 3 masters, in 3 slots
bool(true)
names held as lock() holds them: 3
bool(true)
bool(false)
bool(true)
lock keys left: 0
held 0: false, others written: 0, others held: 0
held 1: false, others written: 0, others held: 0
held 2: false, others written: 0, others held: 0
bool(true)
waiter: 0
took them all: true, 3 held, promptly: yes
