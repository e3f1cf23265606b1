--TEST--
Sentinel: a process whose sentinels name a new address for the master again and again (addresses that cannot be reached, as after many failovers onto new hosts) keeps one data node, pointed where they say, and never runs out: after 150 such addresses, a master that can be reached is used at once, with one connection
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
[$master] = rl_server_start();
$answer = sys_get_temp_dir() . '/rl-sentinel-answer-' . getmypid();
$fake = rl_fake_sentinel_start($answer);
// a call to a master that cannot be reached lasts its budget (read_timeout:
// short, so that 150 of them are quick, but stretched where PHP runs slower,
// for the call that succeeds in the end); nothing listens where the sentinel
// points, so a connect is refused at once, and connect_timeout (which bounds
// asking the sentinel, a PHP process that a loaded machine may be slow to
// run) can be generous
$params = ['sentinel' => ["127.0.0.1:{$fake['port']}"], 'service' => 'mymaster', 'prefix' => rl_prefix(),
    'read_timeout' => 0.05 * rl_time_scale(), 'connect_timeout' => 2.0];
$codes = [];
for ($i = 0; $i < 150; $i++) {
    file_put_contents($answer, (string) rl_free_port()); // nothing listens there
    try {
        (new RedisLock($params))->lock('x');
    } catch (RedisLockException $e) {
        $codes[$e->getCode()] = ($codes[$e->getCode()] ?? 0) + 1;
    }
}
echo 'codes while no master could be reached: ', json_encode($codes), "\n";
file_put_contents($answer, (string) $master);
$lock = new RedisLock($params + []);
var_dump($lock->lock('x', 0, 30), rl_sentinel_key_on($master, rl_lock_key('x')));
$ours = array_filter(explode("\n", rl_redis_at($master, 'CLIENT', 'LIST')), static fn ($l) => str_contains($l, 'name=redislock-pid' . getmypid()));
echo 'connections of ours on the master: ', count($ours), "\n";
rl_fake_stop($fake);
unlink($answer);
?>
--EXPECT--
codes while no master could be reached: {"1":150}
bool(true)
bool(true)
connections of ours on the master: 1
