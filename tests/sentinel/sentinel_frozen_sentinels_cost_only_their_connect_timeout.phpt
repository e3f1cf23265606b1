--TEST--
Sentinel: sentinels that accept connections but never answer (frozen, hung, behind a half-open path), whether silent from the start or after the handshake, each hold the lookup up for at most connect_timeout (handshake included), whatever read_timeout is: the healthy sentinel after them is asked and the call succeeds; when every sentinel is frozen the call throws code 1 after about one connect_timeout each, and nothing ran
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$scale = rl_time_scale();
[$master] = rl_server_start();
$answer = sys_get_temp_dir() . '/rl-sentinel-answer-' . getmypid();
file_put_contents($answer, (string) $master);
$silent = rl_fake_start(static fn () => false);                                  // not even the handshake
$mute = rl_fake_start(static fn (array $cmd) => rl_fake_redis($cmd) ?? false);   // the handshake, then nothing
$healthy = rl_fake_sentinel_start($answer);
$address = static fn (array $fake) => "127.0.0.1:{$fake['port']}";
$params = static fn (array $sentinels) => ['sentinel' => array_map($address, $sentinels), 'service' => 'mymaster',
    'prefix' => rl_prefix(), 'connect_timeout' => 0.4 * $scale, 'read_timeout' => 5 * $scale];

[$outcome, $took] = rl_timed(fn () => (new RedisLock($params([$silent, $mute, $healthy])))->lock('x', 0, 30));
echo "two frozen sentinels first: $outcome\n";
echo $took < 1.5 * $scale ? "within connect_timeout for each frozen one\n" : "took $took s\n";
echo 'the lock is on the master: ', rl_sentinel_key_on($master, rl_lock_key('x')) ? 'yes' : 'no', "\n";

[$outcome, $took] = rl_timed(fn () => (new RedisLock($params([$silent, $mute])))->lock('y', 0, 30));
echo 'every sentinel frozen: ', preg_replace('/127\.0\.0\.1:\d+/', 'ADDR', $outcome), "\n";
echo $took < 1.5 * $scale ? "within connect_timeout for each\n" : "took $took s\n";
echo 'written: ', rl_sentinel_key_on($master, rl_lock_key('y')) ? 'yes' : 'no', "\n";
foreach ([$silent, $mute, $healthy] as $fake) {
    rl_fake_stop($fake);
}
unlink($answer);
?>
--EXPECTF--
two frozen sentinels first: true
within connect_timeout for each frozen one
the lock is on the master: yes
every sentinel frozen: 1: redislock: none of the 2 sentinels named the master of "mymaster"; the last one asked: sentinel: %s
within connect_timeout for each
written: no
