--TEST--
Sentinel, renew: an unlock() cut off by a SIGKILLed master (read_timeout 1 s, shorter than the failover: it throws) stops the lock's renewal, since its holder let it go: the lock, on the promoted replica, is not renewed there and expires within its $expire (9 s, so that its first renewal, due a third of it after the lock, comes well after unlock() has thrown: a renewal already on the wire when unlock() gives the lock up can still extend it once) of the kill, with no further call of its object, so that another object takes the name then
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
// the last replica is never promoted: the kill has one candidate, and the
// sentinels cannot fail over a second time from a new master they have not
// yet seen answer (nothing would follow it: every lock there code 7)
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1]);
$params = rl_sentinel_params($s, ['read_timeout' => 1.0, 'connect_timeout' => 0.5]);
$a = new RedisLock($params + ['renew' => true]);
var_dump($a->lock('renewed', 0, 9));
$old = rl_sentinel_master($s);
$killed = microtime(true);
rl_server_stop($s['master_pid']);
try {
    $a->unlock('renewed');
    echo "unlock: no exception\n";
} catch (RedisLockException $e) {
    echo 'unlock threw, the master not reached or its reply lost: ', in_array($e->getCode(), [1, 3, 4], true) ? 'yes' : 'no (' . $e->getCode() . ')', "\n";
}
[$named] = rl_sentinel_first_naming($s, $old, 30);
echo 'a sentinel named another master: ', $named !== null ? 'yes' : 'no', "\n";
// past the lock's last lifetime: renewals (every third of it) would have kept it
$until = $killed + 9.5 * rl_time_scale();
usleep((int) max(0, ($until - microtime(true)) * 1e6));
// and a replica follows the new master (a lock through Sentinel waits for
// one by default; on a loaded machine the replica left may take a while):
// renewals, had they gone on, would keep the lock alive meanwhile
rl_wait_replica_online(rl_sentinel_wait_failover($s, $old), 20);
$b = new RedisLock($params);
var_dump($b->lock('renewed', 0, 10));
var_dump($b->unlock('renewed'));
?>
--EXPECT--
bool(true)
unlock threw, the master not reached or its reply lost: yes
a sentinel named another master: yes
bool(true)
bool(true)
