--TEST--
Partition, Cluster (3 masters with a replica each, cluster-node-timeout 1000 ms; clients with default settings but fencing and a read_timeout of 1 s): the master of the lock's slot and one client are cut away silently (packets vanish) for 8 s, then healed, while every client locks, holds for 0.1 s and unlocks one name in a loop. The master's replica is promoted; never do two clients believe they hold the lock at once, no hold a client was told it had is found lost at its end, and every client holds the lock again after the heal. The figures, including how long the majority side went without the lock, are printed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/partition.inc';

$net = rl_net_start();
$nodes = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'];
foreach (array_merge($nodes, ['c1', 'c2', 'c3']) as $role) {
    rl_net_node($net, $role);
}
foreach ($nodes as $role) {
    rl_net_server($net, $role, 6379, '', ['--cluster-enabled', 'yes', '--cluster-node-timeout', '1000',
        '--cluster-replica-validity-factor', '0', '--cluster-require-full-coverage', 'no', '--repl-diskless-sync-delay', '0']);
}
rl_net_exec(rl_net_in($net, 'n1', array_merge([rl_cluster_cli(), '--cluster', 'create'],
    array_map(static fn ($role) => $net['ips'][$role] . ':6379', $nodes), ['--cluster-replicas', '1', '--cluster-yes'])), 60);
$settled = static function () use ($net, $nodes): string {
    foreach ($nodes as $role) {
        $info = rl_net_info($net, $role, 6379, 'CLUSTER', 'INFO');
        $replication = rl_net_info($net, $role, 6379, 'INFO', 'replication');
        if (($info['cluster_state'] ?? '') !== 'ok' || ($info['cluster_known_nodes'] ?? '') !== '6') {
            return "node $role: not cluster_state:ok with 6 nodes";
        }
        if ($replication['role'] !== 'master' && $replication['master_link_status'] !== 'up') {
            return "replica $role: link to its master not up";
        }
    }
    return '';
};
rl_net_wait($settled, 30, 'the cluster');

// the master that serves the lock's slot
$slot = trim(rl_net_redis($net, 'n1', 6379, 'CLUSTER', 'KEYSLOT', rl_lock_key('partition')));
$master = null;
foreach (explode("\n", trim(rl_net_redis($net, 'n1', 6379, 'CLUSTER', 'NODES'))) as $line) {
    $f = explode(' ', $line);
    foreach (array_slice($f, 8) as $range) {
        $bounds = explode('-', $range);
        if (str_contains($f[2], 'master') && $slot >= $bounds[0] && $slot <= ($bounds[1] ?? $bounds[0])) {
            $master = array_search(explode(':', $f[1])[0], $net['ips'], true);
        }
    }
}
if ($master === null) {
    throw new RuntimeException("no master serves slot $slot");
}

$dsn = 'redis+cluster://' . implode(',', array_map(static fn ($role) => $net['ips'][$role] . ':6379', $nodes))
    . '?fencing=1&read_timeout=1&prefix=' . rawurlencode(rl_prefix());
$figures = rl_partition_run($net, $dsn, 'partition', ['c1'], ['c2', 'c3'], [$master, 'c1'], 8.0, static function () use ($net, $master, $settled) {
    // the old master follows the new one, and the cluster is whole again
    $replication = rl_net_info($net, $master, 6379, 'INFO', 'replication');
    return $replication['role'] === 'master' ? 'the old master is not a replica' : $settled();
});
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
