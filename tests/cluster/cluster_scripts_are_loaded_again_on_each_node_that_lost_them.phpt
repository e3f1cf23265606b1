--TEST--
Redis Cluster: scripts are loaded per node: after SCRIPT FLUSH on every master, fenced locks, their releases and a queue's scripts on names served by each master all run (NOSCRIPT, then the script by source on that node), and a master that has them loaded again is sent only their SHA-1
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$masters = array_keys(rl_cluster_masters($c));
$lock = new RedisLock(rl_cluster_params($c, ['fencing' => true]));
$queue = new RedisQueue(rl_cluster_params($c));
var_dump($lock->lock('warm-up'), $lock->unlock('warm-up'));
foreach ($masters as $port) {
    rl_redis_at($port, 'SCRIPT', 'FLUSH');
}
$evals = array_map(static fn ($p) => rl_command_calls('eval', $p), $masters);
$ok = 0;
foreach ($masters as $i => $port) {
    $name = rl_cluster_name_on($c, $port, 'job');
    $ok += $lock->lock($name) && $lock->fencingToken($name) > 0 && $lock->unlock($name);
    $ok += $queue->enqueue($name, 'x') && ($queue->pop($name)['id'] ?? null) === 'x';
}
echo "lock/unlock and enqueue/pop on each master: $ok of ", 2 * count($masters), "\n";
foreach ($masters as $i => $port) {
    echo 'scripts loaded by source on master ', $i + 1, ': ', rl_command_calls('eval', $port) - $evals[$i] >= 2 ? 'yes' : 'no', "\n";
}
$evals = array_map(static fn ($p) => rl_command_calls('eval', $p), $masters);
foreach ($masters as $port) {
    $name = rl_cluster_name_on($c, $port, 'again');
    $lock->lock($name) && $lock->unlock($name);
}
echo 'by source once loaded: ', array_sum(array_map(static fn ($p) => rl_command_calls('eval', $p), $masters)) - array_sum($evals), "\n";
?>
--EXPECT--
bool(true)
bool(true)
lock/unlock and enqueue/pop on each master: 6 of 6
scripts loaded by source on master 1: yes
scripts loaded by source on master 2: yes
scripts loaded by source on master 3: yes
by source once loaded: 0
