--TEST--
Redis Cluster: the poison-task run (a task that SIGKILLs its worker each time, 3 workers, $maxAttempts 3, 30 other tasks) ends as on one server: the poison task in the failed set after 3 deliveries, every other task acknowledged once; the failed set and its descriptions are in the queue key's slot
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
require __DIR__ . '/../inc/poison.inc';
$c = rl_cluster_start();
foreach (rl_poison_run(rl_cluster_params($c), 0.2 * rl_time_scale()) as $what => $value) {
    echo $what, ': ', is_array($value) ? implode('; ', $value) : $value, "\n";
}
$key = rl_queue_key('jobs');
$slots = array_map(static fn ($suffix) => rl_cluster_slot($c, '{' . $key . '}' . $suffix), [':failed', ':failinfo']);
echo 'failed set in the queue key\'s slot: ', $slots === [rl_cluster_slot($c, $key), rl_cluster_slot($c, $key)] ? 'yes' : 'no', "\n";
echo 'failed set on the master of that slot: ', rl_redis_at(rl_cluster_master_of($c, $key), 'ZCARD', '{' . $key . '}:failed'), "\n";
?>
--EXPECT--
failed: poison: attempts 3, attempts exhausted
workers killed by the poison task: 3
workers that ended otherwise: 0
tasks acknowledged once: 30
tasks acknowledged twice or more: 0
tasks never acknowledged: 0
queue size: 0
failed set in the queue key's slot: yes
failed set on the master of that slot: 1
