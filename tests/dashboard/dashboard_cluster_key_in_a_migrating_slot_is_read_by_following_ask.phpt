--TEST--
Dashboard: with a redis+cluster:// DSN, a lock whose slot is being migrated (its key already on the importing node, the old owner answering ASK) is read there with ASKING: the page and /metrics answer 200 and show it with its lifetime
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start(3, 0);
[$from, $to] = array_keys(rl_cluster_masters($c));
$name = rl_cluster_name_on($c, $from, 'job');
$slot = rl_cluster_slot($c, rl_lock_key($name));
rl_cluster_migration_start($c, $slot, $from, $to);
$lock = new RedisLock(rl_cluster_params($c));
var_dump($lock->lock($name, 0, 60));
echo 'key on the importing node: ', rl_redis_at($to, 'CLUSTER', 'COUNTKEYSINSLOT', (string) $slot), "\n";
$web = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => 'redis+cluster://' . $c['seeds']]);
$page = rl_dashboard_get($web, '/');
$shown = preg_match('/<tr data-lock="' . preg_quote($name, '/') . '">.*?data-stat="ttl_ms">(\d+)</', $page['body'], $m);
echo 'page: ', $page['status'], ', lock shown with a lifetime within its minute: ',
    var_export($shown && $m[1] > 0 && $m[1] <= 60000, true), "\n";
$metrics = rl_dashboard_get($web, '/metrics');
preg_match('/^redislock_locks_held (\d+)$/m', $metrics['body'], $h);
echo 'metrics: ', $metrics['status'], ', locks held ', $h[1] ?? '?', "\n";
rl_cluster_migration_end($c, $slot, $to);
?>
--EXPECT--
bool(true)
key on the importing node: 1
page: 200, lock shown with a lifetime within its minute: true
metrics: 200, locks held 1
