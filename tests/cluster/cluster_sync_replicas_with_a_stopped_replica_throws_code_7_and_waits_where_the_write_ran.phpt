--TEST--
Redis Cluster: sync_replicas waits for the replicas of the master that took the write: with that master's replica SIGSTOPped lock() throws code 7 and the lock is released again, while names on other masters are taken; when the lock's slot has moved, the WAIT goes again with the write to the new owner (MOVED) and only the new owner's answer counts
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'redis >= 6.2'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
[$a, $b] = array_keys(rl_cluster_masters($c));
$stopped = rl_cluster_replica_of($c, $a);
$lock = new RedisLock(rl_cluster_params($c, ['sync_replicas' => 1, 'sync_timeout' => 1.0, 'fencing' => true]));
$on_a = rl_cluster_name_on($c, $a, 'a');
$on_b = rl_cluster_name_on($c, $b, 'b');
$moved = rl_cluster_name_on($c, $a, 'moved');
var_dump($lock->lock('warm-up')); // the map and the scripts are known from here on
// the slot of $moved (no keys yet) goes from $a to $b; the map of $lock
// still says $a, whose WAIT would answer 0 after sync_timeout once its
// replica is stopped (moved first: Valkey's SETSLOT waits for replicas)
$slot = rl_cluster_slot($c, rl_lock_key($moved));
rl_cluster_migration_start($c, $slot, $a, $b);
rl_cluster_migration_end($c, $slot, $b);
posix_kill($c['pids'][$stopped], SIGSTOP);
try {
    var_dump($lock->lock($on_b));
    // before the code 7, while the map is still the old one (a code 7
    // makes the next call read the map again)
    $moves = rl_error_answers('MOVED', $a);
    $waits = rl_command_calls('wait', $b);
    var_dump($lock->lock($moved));
    echo 'MOVED: ', rl_error_answers('MOVED', $a) - $moves, ', WAIT on the new owner: ', rl_command_calls('wait', $b) - $waits, "\n";
    try {
        $lock->lock($on_a);
        echo "no exception\n";
    } catch (RedisLockException $e) {
        echo 'on the master whose replica is stopped: code ', $e->getCode(), ', ',
            str_contains($e->getMessage(), 'only 0 of the 1 replicas') && str_contains($e->getMessage(), 'released again') ? 'says 0 of 1, released' : $e->getMessage(), "\n";
    }
    echo 'its key left: ', rl_redis_at($a, 'EXISTS', rl_lock_key($on_a)), "\n";
    var_dump($lock->unlock($moved), $lock->unlock($on_b));
} finally {
    posix_kill($c['pids'][$stopped], SIGCONT);
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
MOVED: 1, WAIT on the new owner: 1
on the master whose replica is stopped: code 7, says 0 of 1, released
its key left: 0
bool(true)
bool(true)
