--TEST--
Redis Cluster: live resharding (redis-cli --cluster reshard of 4000 slots) while forked workers run lock-protected counters and a producer and consumers share a queue: MOVED and ASK are followed, no call fails, no update is lost (mutual exclusion held), every task is delivered exactly once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$keys = array_merge(array_map(static fn ($k) => rl_prefix() . "Lock:counter-$k", range(0, 3)), [rl_prefix() . 'Queue:jobs']);
$owners = static fn () => array_map(static fn ($key) => rl_cluster_master_of($c, $key), $keys);
$before = $owners();
$masters = rl_cluster_masters($c);
// the target: a master that serves none of the keys if there is one, so that they all move
$target = array_key_first($masters);
foreach ($masters as $port => $id) {
    if (!in_array($port, $before, true)) {
        $target = $port;
    }
}
$r = rl_cluster_load($c, 4.0, static function (array $c) use ($masters, $target) {
    rl_cluster_cli_run('--cluster', 'reshard', "127.0.0.1:$target", '--cluster-from', 'all', '--cluster-to', $masters[$target],
        '--cluster-slots', '4000', '--cluster-yes');
});
$after = $owners();
$moved = count(array_filter(array_keys($keys), static fn ($i) => $before[$i] !== $after[$i]));
echo 'keys of the workload that changed master: ', $moved > 0 ? 'some' : 'none', "\n";
echo 'workers exit codes: ', implode(',', $r['codes']), "\n";
echo 'failed calls: ', count($r['errors']), $r['errors'] ? ' ' . json_encode(array_slice($r['errors'], 0, 5)) : '', "\n";
echo $r['increments'] > 50 ? "increments: many\n" : "increments: {$r['increments']}\n";
echo $r['counted'] === $r['increments'] ? "no update lost\n" : "counted {$r['counted']} of {$r['increments']}\n";
echo 'locks lost while held: ', $r['lost_while_held'], "\n";
$q = rl_load_queue_report($r);
echo count($r['queued']) > 50 ? "tasks queued: many\n" : 'tasks queued: ' . count($r['queued']) . "\n";
echo 'missing ', count($q['missing']), ', twice ', count($q['twice']), ', unknown ', count($q['unknown']), "\n";
?>
--EXPECT--
keys of the workload that changed master: some
workers exit codes: 0,0,0,0,0,0
failed calls: 0
increments: many
no update lost
locks lost while held: 0
tasks queued: many
missing 0, twice 0, unknown 0
