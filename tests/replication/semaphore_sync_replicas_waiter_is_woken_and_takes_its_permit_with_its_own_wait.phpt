--TEST--
sync_replicas on RedisSemaphore: a waiting acquire() is not handed a permit by a release (its WAIT must follow the write that takes it, on its own connection): it waits in mode "w", the release frees the permit and wakes it, and it takes the permit with its WAIT in the same round trip, the permit on the replica when acquire() returns
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
var_dump($holder->acquire('synced', 1, 0, 30));
$log = tempnam(sys_get_temp_dir(), 'rl');
$pid = rl_fork(function () use ($params, $r, $log, $key) {
    $semaphore = new RedisSemaphore($params);
    $got = $semaphore->acquire('synced', 1, 20, 30);
    file_put_contents($log, json_encode([$got, rl_redis_at($r['replica'], 'ZCARD', $key)]));
    $semaphore->release('synced');
});
rl_wait_blocked_in($r['master'], 'blpop');
$waiters = rl_redis_at($r['master'], 'ZRANGE', "{{$key}}:waiters", 0, -1);
echo 'the waiter waits in mode w: ', count($waiters) === 1 && $waiters[0][0] === 'w' ? 'yes' : json_encode($waiters), "\n";
$waits = rl_command_calls('wait', $r['master']);
var_dump($holder->release('synced'));
echo rl_fork_wait($pid), "\n";
[$got, $on_replica] = json_decode(file_get_contents($log));
var_dump($got, $on_replica);
echo 'WAIT sent by the waiter: ', rl_command_calls('wait', $r['master']) - $waits, "\n";
unlink($log);
?>
--EXPECT--
bool(true)
the waiter waits in mode w: yes
bool(true)
0
bool(true)
int(1)
WAIT sent by the waiter: 1
