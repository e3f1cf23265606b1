--TEST--
Redis Cluster: CLUSTER FAILOVER of the master that serves the workload's queue, under load (lock-protected counters, a producer and consumers): the replica catches up before it takes over, so nothing is lost, no call fails, and the lock service stops for well under a second
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$master = rl_cluster_master_of($c, rl_prefix() . 'Queue:jobs');
$replica = rl_cluster_replica_of($c, $master);
$r = rl_cluster_load($c, 3.0, static function (array $c) use ($replica) {
    rl_redis_at($replica, 'CLUSTER', 'FAILOVER');
    rl_cluster_wait_master($c, $replica);
});
echo 'the replica serves the queue now: ', rl_cluster_master_of($c, rl_prefix() . 'Queue:jobs') === $replica ? 'yes' : 'no', "\n";
echo 'workers exit codes: ', implode(',', $r['codes']), "\n";
echo 'failed calls: ', count($r['errors']), $r['errors'] ? ' ' . json_encode(array_slice($r['errors'], 0, 5)) : '', "\n";
echo $r['counted'] === $r['increments'] ? "no update lost\n" : "counted {$r['counted']} of {$r['increments']}\n";
echo 'locks lost while held: ', $r['lost_while_held'], "\n";
$q = rl_load_queue_report($r);
echo 'missing ', count($q['missing']), ', twice ', count($q['twice']), ', unknown ', count($q['unknown']), "\n";
$gap = rl_load_longest_gap($r, $r['disturbed_at']);
echo $gap < 1.0 * rl_time_scale() ? "lock service stopped < 1 s\n" : "lock service stopped $gap s\n";
var_dump(rl_load_tokens_never_go_back($r, $r['disturbed_at']));
?>
--EXPECT--
the replica serves the queue now: yes
workers exit codes: 0,0,0,0,0,0
failed calls: 0
no update lost
locks lost while held: 0
missing 0, twice 0, unknown 0
lock service stopped < 1 s
bool(true)
