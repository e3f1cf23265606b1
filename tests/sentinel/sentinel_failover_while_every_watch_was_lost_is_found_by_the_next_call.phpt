--TEST--
Sentinel: a process whose watches were all lost (CLIENT KILL TYPE pubsub on every sentinel) while it made no call, and whose master then moved (SENTINEL FAILOVER: the old master still takes writes until Sentinel demotes it), heard no news of the move; its next call opens a watch again, asks that sentinel where the master is, and takes its lock on the new master, not the old one
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
// one replica, and the old master once it is one, are never promoted
// (replica-priority 0): the failover has one candidate and a second one none
// (the sentinels that switched have dropped their pause between failovers,
// and on a loaded machine may flag the new master down before a PONG from it,
// then fail it over to a node no replica follows yet, where a lock throws
// code 7)
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1, 'master_unpromotable' => true]);
$old = $s['master'];
$lock = new RedisLock(rl_sentinel_params($s));
for ($i = 0; $i < 20; $i++) {
    $lock->lock("warm-$i", 0, 30); // one call opens the watch of one sentinel
}
foreach (array_keys($s['sentinels']) as $port) {
    echo "watched: ", rl_sentinel_watchers($s, $port), "\n";
    rl_redis_at($port, 'CLIENT', 'KILL', 'TYPE', 'pubsub');
}
rl_redis_at(array_key_last($s['sentinels']), 'SENTINEL', 'FAILOVER', $s['service']);
$new = rl_sentinel_wait_failover($s, $old);
echo 'the old master still calls itself master: ', rl_redis_at($old, 'ROLE')[0], "\n";
var_dump($lock->lock('after', 0, 30));
echo 'on the new master: ', rl_sentinel_key_on($new, rl_lock_key('after')) ? 'yes' : 'no', "\n";
echo 'on the old master: ', rl_sentinel_key_on($old, rl_lock_key('after')) ? 'yes' : 'no', "\n";
?>
--EXPECT--
watched: 1
watched: 1
watched: 1
the old master still calls itself master: master
bool(true)
on the new master: yes
on the old master: no
