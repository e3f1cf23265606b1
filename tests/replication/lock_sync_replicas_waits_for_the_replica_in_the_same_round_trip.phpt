--TEST--
sync_replicas: lock() and expire() are followed by WAIT on the server that took the write, in the same round trip; with the replica in sync the lock is held and already on the replica when lock() returns, on the plain SET path, the script path (fencing, waiting) and after SCRIPT FLUSH
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$r = rl_replicated_start();
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'sync_replicas' => 1, 'sync_timeout' => 5];
foreach (['plain' => [], 'fencing' => ['fencing' => true]] as $label => $extra) {
    $lock = new RedisLock($extra + $params);
    $name = "job-$label";
    $warm = new RedisLock($extra + ['sync_replicas' => 0] + $params); // loads the scripts
    $warm->lock('warm-up') && $warm->unlock('warm-up');
    $waits = rl_command_calls('wait', $r['master']);
    var_dump($lock->lock($name));
    echo "$label: WAIT sent ", rl_command_calls('wait', $r['master']) - $waits, " time(s); on the replica: ",
        rl_redis_at($r['replica'], 'EXISTS', rl_lock_key($name)), "\n";
    var_dump($lock->expire($name, 60));
    echo "$label: replica's TTL > 50 s: ", rl_redis_at($r['replica'], 'PTTL', rl_lock_key($name)) > 50000 ? 'yes' : 'no', "\n";
    var_dump($lock->unlock($name));
}
// a waiting lock() (the script with a waiter announced), after the script cache was flushed
$lock = new RedisLock($params + ['fencing' => true]);
rl_redis_at($r['master'], 'SCRIPT', 'FLUSH');
$waits = rl_command_calls('wait', $r['master']);
var_dump($lock->lock('waited', 1));
echo 'WAIT sent with the refused EVALSHA and again with the reloaded script: ', rl_command_calls('wait', $r['master']) - $waits, "\n";
echo 'fencing token: ', $lock->fencingToken('waited') > 0 ? 'yes' : 'no', "\n";
echo 'on the replica: ', rl_redis_at($r['replica'], 'EXISTS', rl_lock_key('waited')), "\n";
?>
--EXPECT--
bool(true)
plain: WAIT sent 1 time(s); on the replica: 1
bool(true)
plain: replica's TTL > 50 s: yes
bool(true)
bool(true)
fencing: WAIT sent 1 time(s); on the replica: 1
bool(true)
fencing: replica's TTL > 50 s: yes
bool(true)
bool(true)
WAIT sent with the refused EVALSHA and again with the reloaded script: 2
fencing token: yes
on the replica: 1
