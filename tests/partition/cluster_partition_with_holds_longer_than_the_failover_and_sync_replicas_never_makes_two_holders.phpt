--TEST--
Partition, Cluster (3 masters with a replica each, cluster-node-timeout 1000 ms; clients with fencing, a read_timeout of 1 s and sync_replicas=1): the master of the lock's slot and the client holding the lock are cut away silently (packets vanish) for 8 s, 2.8 s into its hold, then healed, while two clients lock, hold for 3 s (longer than the replica takes to be promoted) and unlock one name in a loop, each lock living 4.5 s. The cut-off master still takes writes for about a second; with default settings the client cut off with it takes the lock there again and holds it on while the other side, once the replica is promoted, takes it too (10 to 59 ms of two holders measured). With sync_replicas=1 that lock is not acknowledged by the replica and is given up: never do two clients believe they hold the lock at once, no hold a client was told it had is found lost at its end, and every client holds the lock again after the heal; the promoted master has no replica to acknowledge until the heal, so the other side holds the lock only after it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/partition.inc';

$net = rl_net_start();
[$master, $dsn, $healed] = rl_partition_cluster($net, ['c1', 'c2'], 'partition', 'fencing=1&read_timeout=1&sync_replicas=1');
$figures = rl_partition_run($net, $dsn, 'partition', ['c1'], ['c2'], [$master, 'c1'], 8.0, $healed,
    ['hold' => 3, 'expire' => 4.5, 'cut after' => 2.8]);
rl_partition_report($figures);
?>
--EXPECTF--
two holders of the lock: 0 ms
holds found lost at their end (isLocking() or unlock() false before the lock could expire): 0
every client held the lock again after the heal: yes
the majority side held the lock again before the heal: no
the majority side held the lock again %d ms after the cut
holds whose isLocking() and unlock() both threw: %d
holds whose unlock() came only after the lock could expire, and answered false: %d
holds per client: %s
errors per client: %s
