--TEST--
Sentinel: a lock() blocked waiting for a held lock while the sentinels fail the master over (its connection killed by the demotion) finds the new master and goes on waiting there within its $timeout: it gets the lock soon after the holder releases it on the new master
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
$params = rl_sentinel_params($s);
$holder = new RedisLock($params);
var_dump($holder->lock('hot', 0, 60));
$result = sys_get_temp_dir() . '/rl-sentinel-waiter-' . getmypid();
$waiter = rl_fork(static function () use ($params, $result) {
    $w = new RedisLock($params);
    $taken = $w->lock('hot', 20 * rl_time_scale(), 60);
    file_put_contents($result, json_encode([$taken, microtime(true)]));
});
usleep(500000 * rl_time_scale());
rl_redis_at(array_key_first($s['sentinels']), 'SENTINEL', 'FAILOVER', 'mymaster');
$new = rl_sentinel_wait_failover($s, $s['master']);
usleep(500000 * rl_time_scale());
$released_at = microtime(true);
var_dump($holder->unlock('hot'));
echo 'waiter exit code: ', rl_fork_wait($waiter), "\n";
[$taken, $at] = json_decode(file_get_contents($result), true);
echo 'the waiter got the lock: ', var_export($taken, true), "\n";
$after = $at - $released_at;
echo $after < 1.0 * rl_time_scale() ? "within a second of the release\n" : "$after s after the release\n";
echo 'the lock is on the new master: ', rl_sentinel_key_on($new, rl_lock_key('hot')) ? 'yes' : 'no', "\n";
unlink($result);
?>
--EXPECT--
bool(true)
bool(true)
waiter exit code: 0
the waiter got the lock: true
within a second of the release
the lock is on the new master: yes
