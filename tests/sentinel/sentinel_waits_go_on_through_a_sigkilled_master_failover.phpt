--TEST--
Sentinel: a lock() waiting with $timeout 20 and a reserve() waiting with $wait 15, both with read_timeout 1, go on through their master's SIGKILL and the failover that follows (seconds longer than read_timeout): the reserve() gets the task enqueued on the new master, the lock() the lock its holder releases there, instead of both throwing code 1 a second after the kill
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
require_once __DIR__ . '/../inc/workers.inc';
// one replica is never promoted (replica-priority 0): the kill has one
// candidate and a second failover none (the sentinels that switched have
// dropped their pause between failovers, and on a loaded machine may flag the
// new master down before a PONG from it, then fail it over to a node no
// replica follows yet, where a lock throws code 7)
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1]);
$params = rl_sentinel_params($s, ['read_timeout' => 1.0, 'connect_timeout' => 0.5]);
$holder = new RedisLock($params);
var_dump($holder->lock('hot', 0, 60));
$result = sys_get_temp_dir() . '/rl-sentinel-outage-' . getmypid();
$waiters = [
    'lock' => fn () => (new RedisLock($params))->lock('hot', 20 * rl_time_scale(), 60),
    'reserve' => fn () => (new RedisQueue($params))->reserve('q', 1, 30, 15 * rl_time_scale())['id'] ?? 'nothing',
];
$pids = [];
foreach ($waiters as $what => $wait) {
    $pids[$what] = rl_fork(static function () use ($wait, $what, $result) {
        [$outcome] = rl_timed($wait);
        file_put_contents("$result-$what", $outcome);
    });
}
rl_wait_blocked($s['master'], 2);
rl_redis_at($s['master'], 'WAIT', '2', '1000'); // the held lock and the waiters are on the replicas
rl_server_stop($s['master_pid']);
$new = rl_sentinel_wait_failover($s, $s['master']);
rl_wait_replica_online($new); // a lock through Sentinel waits for one by default
var_dump((new RedisQueue($params))->enqueue('q', 'task'));
var_dump($holder->unlock('hot'));
foreach ($pids as $what => $pid) {
    echo "$what: exit code ", rl_fork_wait($pid), ', ', file_get_contents("$result-$what"), "\n";
    unlink("$result-$what");
}
echo 'the lock is on the new master: ', rl_sentinel_key_on($new, rl_lock_key('hot')) ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
lock: exit code 0, true
reserve: exit code 0, 'task'
the lock is on the new master: yes
