--TEST--
Redis Cluster: a seed that accepts connections but never answers (frozen, hung, behind a half-open path) holds the discovery up for at most connect_timeout (handshake included), whatever read_timeout is: the live seed after it gives the map and the call succeeds; seeds that are all frozen make the call throw code 1 after about one connect_timeout each
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/cluster.inc';
require __DIR__ . '/../inc/fake.inc';
$scale = rl_time_scale();
$silent = rl_fake_start(static fn () => false);                                  // not even the handshake
$mute = rl_fake_start(static fn (array $cmd) => rl_fake_redis($cmd) ?? false);   // the handshake, then nothing
$frozen = ["127.0.0.1:{$silent['port']}", "127.0.0.1:{$mute['port']}"];
$timeouts = ['connect_timeout' => 0.4 * $scale, 'read_timeout' => 5 * $scale];

[$outcome, $took] = rl_timed(fn () => (new RedisLock(['cluster' => $frozen] + $timeouts))->lock('x'));
echo 'every seed frozen: ', preg_replace('/127\.0\.0\.1:\d+/', 'ADDR', $outcome), "\n";
echo $took < 1.5 * $scale ? "within connect_timeout for each\n" : "took $took s\n";

$c = rl_cluster_start();
$live = explode(',', $c['seeds'])[0];
$lock = new RedisLock(rl_cluster_params($c, $timeouts, array_merge($frozen, [$live])));
[$outcome, $took] = rl_timed(fn () => $lock->lock('x'));
echo "two frozen seeds first: $outcome\n";
echo $took < 1.5 * $scale ? "within connect_timeout for each frozen one\n" : "took $took s\n";
var_dump($lock->isLocking('x'), $lock->unlock('x'));
rl_fake_stop($silent);
rl_fake_stop($mute);
?>
--EXPECTF--
every seed frozen: 1: redislock: cannot learn the cluster's slot map: %s
within connect_timeout for each
two frozen seeds first: true
within connect_timeout for each frozen one
bool(true)
bool(true)
