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
$logs = [tempnam(sys_get_temp_dir(), 'rl-silent'), tempnam(sys_get_temp_dir(), 'rl-mute')];
// not even the handshake; the handshake, then nothing
$silent = rl_fake_start(static fn () => false, ['log' => $logs[0]]);
$mute = rl_fake_start(static fn (array $cmd) => rl_fake_redis($cmd) ?? false, ['log' => $logs[1]]);
$frozen = ["127.0.0.1:{$silent['port']}", "127.0.0.1:{$mute['port']}"];
$timeouts = ['connect_timeout' => 0.4 * $scale, 'read_timeout' => 5 * $scale];
// how many connections each frozen seed was asked on so far, once each
// fake has logged at least $expected (it reads what was sent in its own time)
$asked = static function (int $expected) use ($logs): string {
    $counts = [];
    $count = static fn (string $log): int => count(array_unique(array_map(
        static fn (string $line): int => json_decode($line, true)[0],
        file($log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES))));
    try {
        rl_wait_settled(static function () use ($logs, $count, $expected, &$counts): string {
            $counts = array_map($count, $logs);
            return min($counts) >= $expected ? '' : 'connections logged: ' . implode(', ', $counts);
        }, 5 * rl_time_scale(), 'the frozen seeds');
    } catch (RuntimeException $e) {
        return $e->getMessage();
    }
    return implode(' and ', $counts);
};

[$outcome, $took] = rl_timed(fn () => (new RedisLock(['cluster' => $frozen] + $timeouts))->lock('x'));
echo 'every seed frozen: ', preg_replace('/127\.0\.0\.1:\d+/', 'ADDR', $outcome), "\n";
echo 'connections to the frozen seeds: ', $asked(1), "\n";
// two connect_timeouts (0.8 s) with nothing waiting for read_timeout (5 s)
echo $took < 2.5 * $scale ? "within connect_timeout for each\n" : "took $took s\n";

$c = rl_cluster_start();
$live = explode(',', $c['seeds'])[0];
$lock = new RedisLock(rl_cluster_params($c, $timeouts, array_merge($frozen, [$live])));
[$outcome, $took] = rl_timed(fn () => $lock->lock('x'));
echo "two frozen seeds first: $outcome\n";
echo 'connections to the frozen seeds: ', $asked(2), "\n";
echo $took < 2.5 * $scale ? "within connect_timeout for each frozen one\n" : "took $took s\n";
var_dump($lock->isLocking('x'), $lock->unlock('x'));
rl_fake_stop($silent);
rl_fake_stop($mute);
array_map('unlink', $logs);
?>
--EXPECTF--
every seed frozen: 1: redislock: cannot learn the cluster's slot map: %s
connections to the frozen seeds: 1 and 1
within connect_timeout for each
two frozen seeds first: true
connections to the frozen seeds: 2 and 2
within connect_timeout for each frozen one
bool(true)
bool(true)
