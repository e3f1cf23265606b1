--TEST--
RedisLock/RedisQueue connection: no answer to AUTH or SELECT within read_timeout throws code 1 with a message that says so
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
$scale = rl_time_scale();
foreach (['AUTH' => ['password' => 'pw'], 'SELECT' => ['database' => 3]] as $silent => $extra) {
    $fake = rl_fake_start(fn (array $cmd) => $cmd[0] === $silent ? false : rl_fake_redis($cmd));
    $lock = new RedisLock(['port' => $fake['port'], 'read_timeout' => 0.5 * $scale, 'persistent' => false] + $extra);
    [$outcome, $s] = rl_timed(fn () => $lock->lock('job'));
    echo $outcome, "\n";
    echo $s < 0.7 * $scale ? "within read_timeout\n" : "took $s s\n";
    rl_fake_stop($fake);
}
?>
--EXPECTF--
1: redislock: connected to 127.0.0.1:%d, but no answer to the handshake (AUTH, CLIENT SETNAME, PING, INFO) within %s s (read_timeout)
within read_timeout
1: redislock: connected to 127.0.0.1:%d, but no answer to the handshake (SELECT, CLIENT SETNAME, PING, INFO) within %s s (read_timeout)
within read_timeout
