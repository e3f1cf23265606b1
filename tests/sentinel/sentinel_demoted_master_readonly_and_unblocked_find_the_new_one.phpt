--TEST--
Sentinel: a master demoted under a connected client (REPLICAOF, which closes no connection) answers a write with READONLY and a waiter's BLPOP with UNBLOCKED; both mean "did not run": the call asks the sentinels again and is sent to the new master within its budget, and the waiter goes on waiting there and gets the lock when it is released
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'redis >= 6.2'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$r = rl_replicated_start();
[$old, $new] = [$r['master'], $r['replica']];
$answer = sys_get_temp_dir() . '/rl-sentinel-answer-' . getmypid();
file_put_contents($answer, (string) $old);
$fake = rl_fake_sentinel_start($answer);
$params = ['sentinel' => ["127.0.0.1:{$fake['port']}"], 'service' => 'mymaster', 'prefix' => rl_prefix(), 'read_timeout' => 5.0];
$errors_before = rl_redis_at($old, 'INFO', 'errorstats');

$lock = new RedisLock($params);
var_dump($lock->lock('held', 0, 30));
$waiter = rl_fork(static function () use ($params) {
    $w = new RedisLock($params);
    // waits of 5 s: only a wait that ends when its master is demoted can
    // follow the lock to the new master before its release
    $taken = $w->lock('held', 10 * rl_time_scale(), 30, 5000000);
    file_put_contents(sys_get_temp_dir() . '/rl-sentinel-waiter-' . posix_getppid(),
        json_encode([$taken, microtime(true), $w->isLocking('held')]));
});
usleep(500000 * rl_time_scale()); // the waiter is blocked on the old master

// the roles swap; the sentinel names the new master; no connection is closed
rl_redis_at($new, 'REPLICAOF', 'NO', 'ONE');
rl_redis_at($old, 'REPLICAOF', '127.0.0.1', (string) $new);
file_put_contents($answer, (string) $new);

var_dump($lock->lock('after', 0, 30));
echo 'the new lock is on the new master: ', rl_sentinel_key_on($new, rl_lock_key('after')) ? 'yes' : 'no', "\n";
usleep(300000 * rl_time_scale());
$released_at = microtime(true);
var_dump($lock->unlock('held'));
echo 'waiter exit code: ', rl_fork_wait($waiter), "\n";
[$taken, $at, $holds] = json_decode(file_get_contents(sys_get_temp_dir() . '/rl-sentinel-waiter-' . getmypid()), true);
echo 'the waiter got the lock: ', var_export($taken, true), ', and held it on the new master: ', var_export($holds, true), "\n";
$after = $at - $released_at;
echo $after < 1.0 * rl_time_scale() ? "within a second of the release\n" : "$after s after the release\n";

// what the old master answered
$stats = rl_redis_at($old, 'INFO', 'errorstats');
foreach (['READONLY', 'UNBLOCKED'] as $word) {
    $count = static fn ($text) => preg_match("/errorstat_$word:count=(\\d+)/", $text, $m) ? (int) $m[1] : 0;
    echo "$word answers from the old master: ", $count($stats) > $count($errors_before) ? 'yes' : 'no', "\n";
}
rl_fake_stop($fake);
unlink($answer);
unlink(sys_get_temp_dir() . '/rl-sentinel-waiter-' . getmypid());
?>
--EXPECT--
bool(true)
bool(true)
the new lock is on the new master: yes
bool(true)
waiter exit code: 0
the waiter got the lock: true, and held it on the new master: true
within a second of the release
READONLY answers from the old master: yes
UNBLOCKED answers from the old master: yes
