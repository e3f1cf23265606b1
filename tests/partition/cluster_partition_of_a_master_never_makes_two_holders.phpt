--TEST--
Partition, Cluster (3 masters with a replica each, cluster-node-timeout 1000 ms; clients with default settings but fencing and a read_timeout of 1 s): the master of the lock's slot and one client are cut away silently (packets vanish) for 8 s, then healed, while every client locks, holds for 0.1 s and unlocks one name in a loop. The master's replica is promoted; never do two clients believe they hold the lock at once, no hold a client was told it had is found lost at its end, and every client holds the lock again after the heal. The figures, including how long the majority side went without the lock, are printed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/partition.inc';

$net = rl_net_start();
[$master, $dsn, $healed] = rl_partition_cluster($net, ['c1', 'c2', 'c3'], 'partition', 'fencing=1&read_timeout=1');
$figures = rl_partition_run($net, $dsn, 'partition', ['c1'], ['c2', 'c3'], [$master, 'c1'], 8.0, $healed);
rl_partition_report($figures);
?>
--EXPECTF--
two holders of the lock: 0 ms
holds found lost at their end (isLocking() or unlock() false before the lock could expire): 0
every client held the lock again after the heal: yes
the majority side held the lock again before the heal: yes
the majority side held the lock again %d ms after the cut
holds whose isLocking() and unlock() both threw: %d
holds whose unlock() came only after the lock could expire, and answered false: %d
holds per client: %s
errors per client: %s
