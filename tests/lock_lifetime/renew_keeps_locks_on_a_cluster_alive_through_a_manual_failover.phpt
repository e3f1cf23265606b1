--TEST--
RedisLock renew on a Redis Cluster: renewing locks ($expire = 2, which leaves a failover time) on each of the three masters stay held, with their tokens, well past their expire; after a manual failover of one master to its replica, the renewer follows the new master and keeps renewing there, with no warning to the object
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
require __DIR__ . '/../inc/cluster.inc';
$s = rl_time_scale();
$c = rl_cluster_start();
$lock = new RedisLock(rl_cluster_params($c, ['renew' => true]));
$names = [];
foreach (array_keys(rl_cluster_masters($c)) as $port) {
    $names[rl_cluster_name_on($c, $port, 'job')] = $port;
}
$tokens = [];
foreach ($names as $name => $port) {
    $lock->lock($name, 0, 2 * $s);
    $tokens[$name] = rl_lock_token($name, $port);
}
echo 'one lock on each master: ', count($names) === 3 && !in_array(null, $tokens, true) ? 'yes' : 'no', "\n";

$held = function () use ($c, &$tokens): bool {
    foreach ($tokens as $name => $token) {
        $port = rl_cluster_master_of($c, rl_lock_key($name));
        if (rl_lock_token($name, $port) !== $token || rl_lock_pttl($name, $port) <= 0) {
            return false;
        }
    }
    return true;
};
$all = true;
for ($i = 0; $i < 8; $i++) {
    rl_sleep(0.5 * $s);
    $all = $all && $held();
}
echo 'all held through 4 s, seen on their masters: ', $all ? 'yes' : 'no', "\n";

// a manual failover of the first lock's master
$name = array_key_first($names);
$old = $names[$name];
$replica = rl_cluster_replica_of($c, $old);
rl_redis_at($replica, 'CLUSTER', 'FAILOVER');
rl_cluster_wait_master($c, $replica);
echo 'the replica took over: ', rl_cluster_master_of($c, rl_lock_key($name)) === $replica ? 'yes' : 'no', "\n";

$all = true;
for ($i = 0; $i < 8; $i++) {
    rl_sleep(0.5 * $s);
    $all = $all && $held();
}
echo 'all held through 4 s more, on the new master too: ', $all ? 'yes' : 'no', "\n";
[$states, $warnings] = rl_warnings(fn () => array_map(fn ($n) => $lock->isLocking($n), array_keys($names)));
echo 'the object still holds them all, without warning: ', $states === [true, true, true] && $warnings === [] ? 'yes' : 'no: ' . json_encode($warnings), "\n";
var_dump($lock->unlockAll());
?>
--EXPECT--
one lock on each master: yes
all held through 4 s, seen on their masters: yes
the replica took over: yes
all held through 4 s more, on the new master too: yes
the object still holds them all, without warning: yes
bool(true)
