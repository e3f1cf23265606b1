--TEST--
RedisLock/RedisQueue connection: read_timeout bounds a whole round trip: a server that trickles its reply one byte every 0.3 s does not hold a call past read_timeout (code 4)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
$scale = rl_time_scale();
$trickle = [];
for ($i = 0; $i < 100; $i++) {
    $trickle[] = 0.3 * $scale;
    $trickle[] = $i ? 'O' : '+';   // "+OOOO..." and never the end of the line
}
$fake = rl_fake_start(fn (array $cmd) => rl_fake_redis($cmd) ?? $trickle);
$lock = new RedisLock(['port' => $fake['port'], 'read_timeout' => 1 * $scale, 'persistent' => false]);
[$outcome, $s] = rl_timed(fn () => $lock->lock('job'));
echo $outcome, "\n";
echo $s >= 0.95 * $scale && $s < 1.3 * $scale ? "ended after read_timeout\n" : "took $s s\n";
rl_fake_stop($fake);
?>
--EXPECTF--
4: redislock: no reply from 127.0.0.1:%d within %s s (read_timeout)
ended after read_timeout
