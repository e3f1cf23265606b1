--TEST--
Through Sentinel with sync_replicas not given, a process that first found a master of which the sentinels knew no replica (no WAIT) must wait for one once a replica has joined and the sentinels know it (a failover can now lose a lock): the replica count read at the first lookup must not be kept for the life of the connection
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$s = rl_sentinel_start(0, 3);
$lock = new RedisLock(rl_sentinel_params($s, ['sync_timeout' => 5]));
$waits = rl_command_calls('wait', $s['master']);
var_dump($lock->lock('before', 0, 30));
echo 'WAIT sent with no replica known: ', rl_command_calls('wait', $s['master']) - $waits, "\n";

[$port, $pid] = rl_server_start([...RL_SYNC_THROUGH_DISK, '--replicaof', '127.0.0.1', (string) $s['master']]);
$s['replicas'][$port] = $pid;
$s['pids'][$port] = $pid;
rl_sentinel_wait_replicas($s, $s['master'], 1);
rl_sentinel_wait($s, static function () use ($s): string {
    foreach (array_keys($s['sentinels']) as $p) {
        $n = rl_sentinel_info($s, $p)['num-slaves'] ?? '?';
        if ($n !== '1') {
            return "sentinel $p knows $n replicas";
        }
    }
    return '';
}, 30);
echo "every sentinel knows 1 replica\n";

$waits = rl_command_calls('wait', $s['master']);
for ($i = 0; $i < 5; $i++) {
    $lock->lock("after$i", 0, 30);
}
echo 'WAIT sent for 5 locks once a replica is known: ', rl_command_calls('wait', $s['master']) - $waits, "\n";
$pooled = new RedisLock(rl_sentinel_params($s, ['sync_timeout' => 5])); // persistent: the pooled connection, as the next PHP-FPM request's
$waits = rl_command_calls('wait', $s['master']);
$pooled->lock('pooled', 0, 30);
echo 'WAIT sent by a new object on the pooled connection: ', rl_command_calls('wait', $s['master']) - $waits, "\n";
$fresh = new RedisLock(rl_sentinel_params($s, ['sync_timeout' => 5, 'persistent' => false]));
$waits = rl_command_calls('wait', $s['master']);
$fresh->lock('fresh', 0, 30);
echo 'WAIT sent by a fresh connection: ', rl_command_calls('wait', $s['master']) - $waits, "\n";
rl_sentinel_stop($s);
?>
--EXPECT--
bool(true)
WAIT sent with no replica known: 0
every sentinel knows 1 replica
WAIT sent for 5 locks once a replica is known: 5
WAIT sent by a new object on the pooled connection: 1
WAIT sent by a fresh connection: 1
