--TEST--
Sentinel: a master configured with min-replicas-to-write 1 whose replica has left it (promoted by the sentinels, which have not demoted the old master yet) answers writes with NOREPLICAS; that means "did not run": the call asks the sentinels again and is sent to the new master within its budget, so no lock is taken on the old master and none is refused; on one server the same answer is code 5
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'redis >= 6.2'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$r = rl_replicated_start();
[$old, $new] = [$r['master'], $r['replica']];
rl_redis_at($old, 'CONFIG', 'SET', 'min-replicas-to-write', '1');
$answer = sys_get_temp_dir() . '/rl-sentinel-answer-' . getmypid();
file_put_contents($answer, (string) $old);
$fake = rl_fake_sentinel_start($answer);
$params = ['sentinel' => ["127.0.0.1:{$fake['port']}"], 'service' => 'mymaster', 'prefix' => rl_prefix(), 'read_timeout' => 5.0];

$lock = new RedisLock($params);
var_dump($lock->lock('before', 0, 30));
// the replica is promoted; the old master, still a master, has no replica left
rl_redis_at($new, 'REPLICAOF', 'NO', 'ONE');
for ($i = 0; $i < 500 && !str_contains(rl_redis_at($old, 'INFO', 'replication'), 'connected_slaves:0'); $i++) {
    usleep(10000);
}
file_put_contents($answer, (string) $new);
$errors_before = rl_redis_at($old, 'INFO', 'errorstats');

var_dump($lock->lock('after', 0, 30));
echo 'on the new master: ', rl_sentinel_key_on($new, rl_lock_key('after')) ? 'yes' : 'no',
    ', on the old one: ', rl_sentinel_key_on($old, rl_lock_key('after')) ? 'yes' : 'no', "\n";
$count = static fn ($text) => preg_match('/errorstat_NOREPLICAS:count=(\d+)/', $text, $m) ? (int) $m[1] : 0;
echo 'NOREPLICAS answers from the old master: ', $count(rl_redis_at($old, 'INFO', 'errorstats')) > $count($errors_before) ? 'yes' : 'no', "\n";

// one server: the answer is the call's
try {
    (new RedisLock(['host' => '127.0.0.1', 'port' => $old, 'prefix' => rl_prefix()]))->lock('single');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'one server: code ', $e->getCode(), ', ', str_contains($e->getMessage(), 'NOREPLICAS') ? 'NOREPLICAS' : $e->getMessage(), "\n";
}
rl_fake_stop($fake);
unlink($answer);
?>
--EXPECT--
bool(true)
bool(true)
on the new master: yes, on the old one: no
NOREPLICAS answers from the old master: yes
one server: code 5, NOREPLICAS
