--TEST--
Sentinel: an unlock() cut off by a SIGKILLed master (read_timeout 1 s, shorter than the failover: code 3, the lock held on the promoted replica) is sent again by the object's next lock() once the new master answers, so that another object takes the name at once rather than after its 10 s lifetime
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
// one replica is never promoted (replica-priority 0): the kill has one
// candidate and a second failover none (the sentinels that switched have
// dropped their pause between failovers, and on a loaded machine may flag the
// new master down before a PONG from it, then fail it over to a node no
// replica follows yet, where a lock throws code 7)
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1]);
$params = rl_sentinel_params($s, ['read_timeout' => 1.0, 'connect_timeout' => 0.5]);
$a = new RedisLock($params);
var_dump($a->lock('cut', 0, 10));
$old = rl_sentinel_master($s);
rl_server_stop($s['master_pid']);
try {
    $a->unlock('cut');
    echo "unlock: no exception\n";
} catch (RedisLockException $e) {
    echo 'unlock threw, the master not reached or its reply lost: ', in_array($e->getCode(), [1, 3, 4], true) ? 'yes' : 'no (' . $e->getCode() . ')', "\n";
}
[$named, $new] = rl_sentinel_first_naming($s, $old, 30);
echo 'a sentinel named another master: ', $named !== null ? 'yes' : 'no', "\n";
echo 'the lock is on the new master: ', rl_redis_auth_at($new, $s['password'], 'EXISTS', rl_lock_key('cut')) === 1 ? 'yes' : 'no', "\n";
// through Sentinel a lock waits for a replica by default: the replica left
// must follow the new master first (a moment; longer if it must sync in full)
rl_wait_replica_online($new, 20);
// any lock() of the same object sends the release it owes
var_dump($a->lock('next', 5, 10));
$b = new RedisLock($params);
$took = $b->lock('cut', 0, 10);
echo 'another object takes the name within 2 s of the naming: ', $took && microtime(true) - $named < 2.0 * rl_time_scale() ? 'yes' : 'no', "\n";
var_dump($a->isLocking('cut'));
var_dump($a->unlockAll(), $b->unlockAll());
?>
--EXPECT--
bool(true)
unlock threw, the master not reached or its reply lost: yes
a sentinel named another master: yes
the lock is on the new master: yes
bool(true)
another object takes the name within 2 s of the naming: yes
bool(false)
bool(true)
bool(true)
