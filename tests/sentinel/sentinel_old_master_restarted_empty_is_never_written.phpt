--TEST--
Sentinel: a client connected to a master that is SIGKILLed, failed over and then restarted empty on its old address (where it calls itself master until the sentinels demote it) does not reconnect there: its next call asks the sentinels and goes to the new master; the old master returns as a replica of the new one, and calls go on
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
// one replica is never promoted (replica-priority 0), nor the old master once
// restarted: the kill has one candidate and a second failover none (the
// sentinels that switched have dropped their pause between failovers, and
// on a loaded machine may flag the new master down before a PONG from it)
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1]);
$old = $s['master'];
$lock = new RedisLock(rl_sentinel_params($s));
var_dump($lock->lock('before', 0, 60));

rl_server_stop($s['master_pid']);
$new = rl_sentinel_wait_failover($s, $old);
// through Sentinel a lock waits for one replica by default: the one left may
// still be on its way to the new master (seen as code 7, 0 of 1 replicas).
// Waited for before the restart, so that the lock below still finds the old
// master calling itself master
rl_wait_replica_online($new);
// back on its address, empty (no persistence), a master until the sentinels see it
rl_server_start(['--replica-priority', '0'], $old);
echo 'the old master restarted as: ', str_contains(rl_redis_at($old, 'INFO', 'replication'), 'role:master') ? 'master' : 'replica', "\n";

var_dump($lock->lock('after', 0, 60));
echo 'the new lock is on the new master: ', rl_sentinel_key_on($new, rl_lock_key('after')) ? 'yes' : 'no', "\n";
echo 'the lock taken before the kill is still held: ', var_export($lock->isLocking('before'), true), "\n";

rl_sentinel_wait_replicas($s, $new, 2);
echo 'the old master is now a replica of the new one: ',
    str_contains(rl_redis_at($old, 'INFO', 'replication'), "master_port:$new") ? 'yes' : 'no', "\n";
var_dump($lock->lock('later', 0, 60), rl_sentinel_key_on($new, rl_lock_key('later')));
var_dump($lock->unlockAll());
?>
--EXPECT--
bool(true)
the old master restarted as: master
bool(true)
the new lock is on the new master: yes
the lock taken before the kill is still held: true
the old master is now a replica of the new one: yes
bool(true)
bool(true)
bool(true)
