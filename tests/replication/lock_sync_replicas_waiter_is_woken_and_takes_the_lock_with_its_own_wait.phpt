--TEST--
sync_replicas: a waiting lock() is not handed the lock by a release (the WAIT must follow the write that takes it, on its own connection): the release frees the lock and wakes it, and it takes the lock with its WAIT in the same round trip, on the replica when lock() returns
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
$r = rl_replicated_start();
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'sync_replicas' => 1, 'sync_timeout' => 5];
$holder = new RedisLock($params);
var_dump($holder->lock('synced', 0, 30));
$log = tempnam(sys_get_temp_dir(), 'rl');
$pid = rl_fork(function () use ($params, $r, $log) {
    $lock = new RedisLock($params);
    $got = $lock->lock('synced', 20, 30, 10000000);
    $took = hrtime(true);
    file_put_contents($log, json_encode([$got, rl_counter('Locks acquired by hand-over'),
        rl_redis_at($r['replica'], 'EXISTS', rl_lock_key('synced')), $took]));
    $lock->unlock('synced');
});
rl_wait_blocked_in($r['master'], 'blpop');
$waits = rl_command_calls('wait', $r['master']);
$released = hrtime(true);
var_dump($holder->unlock('synced'));
echo rl_fork_wait($pid), "\n";
[$got, $handed, $on_replica, $took] = json_decode(file_get_contents($log));
var_dump($got, $handed, $on_replica);
echo 'WAIT sent by the waiter: ', rl_command_calls('wait', $r['master']) - $waits, "\n";
echo 'woken, not polling (10 s interval): ', ($took - $released) / 1e9 < 2 * rl_time_scale() ? 'yes' : 'no', "\n";
unlink($log);
?>
--EXPECT--
bool(true)
bool(true)
0
bool(true)
int(0)
int(1)
WAIT sent by the waiter: 1
woken, not polling (10 s interval): yes
