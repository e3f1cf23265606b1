--TEST--
sync_replicas on RedisSemaphore with $weight: a waiter of weight 2 (limit 3, a holder of weight 2) waits in mode "w" with its weight in its member, the release wakes it, and it takes its 2 permits with its WAIT in the same round trip: both permits on the replica when acquire() returns
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
$r = rl_replicated_start();
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'sync_replicas' => 1, 'sync_timeout' => 5];
$key = rl_prefix() . 'Semaphore:synced';
$holder = new RedisSemaphore($params);
var_dump($holder->acquire('synced', 3, 0, 30, 2));
$log = tempnam(sys_get_temp_dir(), 'rl');
$pid = rl_fork(function () use ($params, $r, $log, $key) {
    $semaphore = new RedisSemaphore($params);
    $got = $semaphore->acquire('synced', 3, 20, 30, 2);
    file_put_contents($log, json_encode([$got, rl_redis_at($r['replica'], 'ZCARD', $key)]));
    $semaphore->release('synced');
});
rl_wait_blocked_in($r['master'], 'blpop');
$waiters = rl_redis_at($r['master'], 'ZRANGE', "{{$key}}:waiters", 0, -1);
echo 'the waiter waits in mode w, weight 2: ', count($waiters) === 1 && $waiters[0][0] === 'w'
    && str_ends_with($waiters[0], '/3/2') ? 'yes' : json_encode($waiters), "\n";
var_dump($holder->release('synced'));
echo rl_fork_wait($pid), "\n";
[$got, $on_replica] = json_decode(file_get_contents($log));
var_dump($got, $on_replica);
unlink($log);
?>
--EXPECT--
bool(true)
the waiter waits in mode w, weight 2: yes
bool(true)
0
bool(true)
int(2)
