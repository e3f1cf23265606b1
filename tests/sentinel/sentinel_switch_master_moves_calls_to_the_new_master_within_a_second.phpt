--TEST--
Sentinel: after SENTINEL FAILOVER, a process whose connection to the old master stays open (Sentinel demotes that master only when it next checks it, seconds later) takes no lock there later than a second after the sentinels name the new master: it follows their +switch-master message, and no call fails meanwhile but with code 7: a lock the old master took after its replica left it for the new master, refused and released again, since through Sentinel a lock waits for a replica by default (before, such a lock was silently lost)
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
$lock = new RedisLock(rl_sentinel_params($s, ['read_timeout' => 1.0]));
var_dump($lock->lock('warm') && $lock->unlock('warm'));
rl_redis_at(array_key_first($s['sentinels']), 'SENTINEL', 'FAILOVER', $s['service']);
$t0 = microtime(true);
$named = $new = null;
$lastOnOld = null; // seconds after the naming of the last lock taken on the old master
$failures = 0;
$refused = 0;   // code 7: taken on the old master after its replica left, released again
$onNew = 0;
for ($i = 0; $i < 100000 && microtime(true) - $t0 < 15 * rl_time_scale(); $i++) {
    if ($named === null && !in_array($now = rl_sentinel_master($s), [null, $old], true)) {
        [$named, $new] = [microtime(true), $now];
    }
    try {
        if (!$lock->lock("r$i", 0, 30)) {
            continue;
        }
    } catch (RedisLockException $e) {
        $e->getCode() === 7 ? $refused++ : $failures++;
        continue;
    }
    if ($named !== null) {
        if (rl_redis_at($new, 'EXISTS', rl_lock_key("r$i")) === 1) {
            $onNew++;
        } else {
            $lastOnOld = microtime(true) - $named;
        }
    }
    if ($named !== null && microtime(true) - $named > 1.5 * rl_time_scale() && $onNew > 0) {
        break;
    }
}
echo 'the sentinels named a new master: ', $named !== null ? 'yes' : 'no', "\n";
echo 'locks taken on the new master: ', $onNew > 0 ? 'some' : 'none', "\n";
echo 'the last lock on the old master: ', $lastOnOld === null || $lastOnOld < 1.0 * rl_time_scale()
    ? 'within a second of the naming' : sprintf('%.2f s after the naming', $lastOnOld), "\n";
echo "calls that failed other than with code 7: $failures\n";
?>
--EXPECT--
bool(true)
the sentinels named a new master: yes
locks taken on the new master: some
the last lock on the old master: within a second of the naming
calls that failed other than with code 7: 0
