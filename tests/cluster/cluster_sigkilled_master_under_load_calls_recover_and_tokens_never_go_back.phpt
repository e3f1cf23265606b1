--TEST--
Redis Cluster: SIGKILL of the master that serves the workload's queue, under load: its replica takes over (after cluster-node-timeout, 1 s here), calls routed to the dead master are routed again within their budget and succeed on the new master, no worker crashes, no call fails other than with codes 1, 3 or 4, and fencing tokens handed out after the kill are above every token before it. Replication is asynchronous: writes the dead master acknowledged but had not yet sent to its replica are lost (a lock taken just before the kill may vanish, letting a second holder in; a task queued or popped just before it may be missing or delivered again): fencing, not the lock alone, guards the resource then
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$master = rl_cluster_master_of($c, rl_prefix() . 'Queue:jobs');
$replica = rl_cluster_replica_of($c, $master);
$killed_at = 0.0;
// under valgrind or ASan twice as long: the workers must still run a while
// after the recovery; locks live 2 s, so that one whose release the dead
// master had not passed on to its replica (still held there) holds its
// name up no longer than that
$r = rl_cluster_load($c, rl_time_scale() > 1 ? 10.0 : 5.0, static function (array $c) use ($master, $replica, &$killed_at) {
    $killed_at = microtime(true);
    rl_server_stop($c['pids'][$master]);
    rl_cluster_wait_master($c, $replica);
}, 2.0 * rl_time_scale());
echo 'the replica serves the queue now: ', rl_cluster_master_of($c, rl_prefix() . 'Queue:jobs') === $replica ? 'yes' : 'no', "\n";
rl_load_failover_report($r, $killed_at, 6.0);
?>
--EXPECTF--
the replica serves the queue now: yes
workers exit codes: 0,0,0,0,0,0
failures other than codes 1, 3, 4 or a lock not taken in time: none
lock service back within 6 s
locks taken after the recovery: yes
fencing tokens never went back: yes
tasks that were never queued: 0
lost updates %d, tasks missing %d, delivered twice %d, failed calls %d, longest stop %f s
