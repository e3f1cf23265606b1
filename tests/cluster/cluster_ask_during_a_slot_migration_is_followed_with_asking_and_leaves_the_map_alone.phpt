--TEST--
Redis Cluster: while a lock's slot migrates, the old owner answers ASK for a key it does not have: the call follows it with ASKING to the importing node without changing the map (each call asks the old owner first), a script (lock_check) as well as a command; after the migration ends, MOVED is followed once and the map learns the new owner
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'redis >= 6.2'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
[$from, $to] = array_keys(rl_cluster_masters($c));
$name = rl_cluster_name_on($c, $from, 'job');
$slot = rl_cluster_slot($c, rl_lock_key($name));
$params = rl_cluster_params($c, ['read_timeout' => 1.0]); // a budget of 1 s per call
$lock = new RedisLock($params);
$other = new RedisLock($params); // shares the map and the connections
var_dump($lock->lock('warm-up')); // the map is known from here on
rl_cluster_migration_start($c, $slot, $from, $to);
$asks = rl_error_answers('ASK', $from);
$overhead = rl_cluster_overhead($c) - rl_command_calls('asking', $to);
var_dump($lock->lock($name));
var_dump($other->lock($name));
echo 'keys of the slot on the importing node: ', rl_redis_at($to, 'CLUSTER', 'COUNTKEYSINSLOT', (string) $slot),
    ', on the old owner: ', rl_redis_at($from, 'CLUSTER', 'COUNTKEYSINSLOT', (string) $slot), "\n";
echo 'ASK answers by the old owner: ', rl_error_answers('ASK', $from) - $asks, "\n";
echo 'map questions and MOVED: ', rl_cluster_overhead($c) - rl_command_calls('asking', $to) - $overhead, "\n";
// lock_check declares only the lock key, which the importing node has
// (ASKed twice: by EVALSHA, then by the EVAL that loads it there)
$t = microtime(true);
var_dump($lock->isLocking($name));
$took = microtime(true) - $t;
echo 'at once: ', $took < 0.5 * rl_time_scale() ? 'yes' : "no ($took s)", "\n";
echo 'ASK answers by the old owner: ', rl_error_answers('ASK', $from) - $asks, "\n";
rl_cluster_migration_end($c, $slot, $to);
$moved = rl_error_answers('MOVED', $from);
var_dump($lock->isLocking($name), $lock->unlock($name), $lock->lock($name), $lock->unlock($name));
echo 'MOVED answers after the migration: ', rl_error_answers('MOVED', $from) - $moved, "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
keys of the slot on the importing node: 1, on the old owner: 0
ASK answers by the old owner: 2
map questions and MOVED: 0
bool(true)
at once: yes
ASK answers by the old owner: 4
bool(true)
bool(true)
bool(true)
bool(true)
MOVED answers after the migration: 1
