--TEST--
Partition, Sentinel (a master, two replicas, three sentinels, quorum 2, down-after-milliseconds 1000; clients with default settings but fencing and a read_timeout of 1 s): the master and one client are cut away silently (packets vanish) for 8 s, then healed, while every client locks, holds for 0.1 s and unlocks one name in a loop. The sentinels promote a replica; never do two clients believe they hold the lock at once, no hold a client was told it had is found lost at its end, and every client holds the lock again after the heal. The figures, including how long the majority side went without the lock, are printed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/partition.inc';

$net = rl_net_start();
foreach (['m', 'r1', 'r2', 's1', 's2', 's3', 'c1', 'c2', 'c3'] as $role) {
    rl_net_node($net, $role);
}
$master = $net['ips']['m'];
rl_net_server($net, 'm', 6379, '', RL_SYNC_THROUGH_DISK);
foreach (['r1', 'r2'] as $role) {
    rl_net_server($net, $role, 6379, '', [...RL_SYNC_THROUGH_DISK, '--replicaof', $master, '6379']);
}
rl_net_wait(static function () use ($net) {
    $info = rl_net_info($net, 'm', 6379, 'INFO', 'replication');
    return ($info['connected_slaves'] ?? '') === '2' ? '' : 'the replicas are not in sync';
}, 10, 'the replicas');
$config = "sentinel monitor mymaster $master 6379 2\nsentinel down-after-milliseconds mymaster 1000\n"
    . "sentinel failover-timeout mymaster 3000\nsentinel parallel-syncs mymaster 2\n";
foreach (['s1', 's2', 's3'] as $role) {
    rl_net_server($net, $role, 26379, $config, ['--sentinel']);
}
rl_net_wait(static function () use ($net) {
    foreach (['s1', 's2', 's3'] as $role) {
        $info = explode("\n", trim(rl_net_redis($net, $role, 26379, 'SENTINEL', 'MASTER', 'mymaster')));
        $fields = [];
        for ($i = 0; $i + 1 < count($info); $i += 2) {
            $fields[$info[$i]] = $info[$i + 1];
        }
        if (($fields['num-slaves'] ?? '') !== '2' || ($fields['num-other-sentinels'] ?? '') !== '2') {
            return "sentinel $role does not know every replica and sentinel yet";
        }
    }
    return '';
}, 20, 'the sentinels');

$dsn = "redis+sentinel://{$net['ips']['s1']}:26379,{$net['ips']['s2']}:26379,{$net['ips']['s3']}:26379/mymaster"
    . '?fencing=1&read_timeout=1&prefix=' . rawurlencode(rl_prefix());
$figures = rl_partition_run($net, $dsn, 'partition', ['c1'], ['c2', 'c3'], ['m', 'c1'], 8.0, static function () use ($net) {
    // the old master follows the new one
    $info = rl_net_info($net, 'm', 6379, 'INFO', 'replication');
    return ($info['role'] ?? '') !== 'master' && ($info['master_link_status'] ?? '') === 'up' ? '' : 'the old master is not a replica in sync';
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
