--TEST--
Redis Cluster: a slot that no node serves for a moment (as during a failover, when the map read from the cluster names no master for it) is waited for within the call's budget: a lock() that starts while the slot is unassigned succeeds once a master takes it again; one whose budget ends first throws code 5 if a node refused it (CLUSTERDOWN), or code 1 saying that no node served the slot if it was never sent
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$masters = rl_cluster_masters($c);
$owner = array_key_first($masters);
$name = rl_cluster_name_on($c, $owner, 'job');
$slot = (string) rl_cluster_slot($c, rl_lock_key($name));
$lock = new RedisLock(rl_cluster_params($c, ['read_timeout' => 2.0]));
var_dump($lock->lock('warm-up')); // the map is known from here on
$unassign = static function () use ($masters, $slot) {
    foreach (array_keys($masters) as $port) {
        try {
            rl_redis_at($port, 'CLUSTER', 'DELSLOTS', $slot);
        } catch (RlRedisError $e) {
            // a node that has not heard of the slot's return yet
        }
    }
};
$assign = static fn () => rl_redis_at($owner, 'CLUSTER', 'ADDSLOTS', $slot);
$unassign();
$child = rl_fork(static function () use ($assign) {
    usleep(400000);
    $assign();
});
$t = microtime(true);
var_dump($lock->lock($name));
$took = microtime(true) - $t;
rl_fork_wait($child);
echo 'waited for the slot: ', $took >= 0.35 && $took < 2.0 * rl_time_scale() ? 'yes' : "no ($took s)", "\n";
var_dump($lock->unlock($name));
$unassign();
// the first call still has the old map: the old owner's CLUSTERDOWN is
// the last answer it gets (code 5, nothing ran); the next one knows from
// the map that nobody serves the slot and never sends (code 1)
foreach (['with the old map', 'with the new map'] as $label) {
    $t = microtime(true);
    try {
        $lock->lock($name);
        echo "no exception\n";
    } catch (RedisLockException $e) {
        echo "$label: code ", $e->getCode(), ', ', str_contains($e->getMessage(), 'CLUSTERDOWN') ? 'says CLUSTERDOWN'
            : (str_contains($e->getMessage(), "no node of the cluster served hash slot $slot") ? 'says no node served the slot' : $e->getMessage()), "\n";
    }
    $took = microtime(true) - $t;
    echo "$label: after its budget: ", $took >= 1.9 && $took < 4.0 * rl_time_scale() ? 'yes' : "no ($took s)", "\n";
}
$assign();
rl_cluster_wait_ok($c);
var_dump($lock->lock($name), $lock->unlock($name));
?>
--EXPECT--
bool(true)
bool(true)
waited for the slot: yes
bool(true)
with the old map: code 5, says CLUSTERDOWN
with the old map: after its budget: yes
with the new map: code 1, says no node served the slot
with the new map: after its budget: yes
bool(true)
bool(true)
