--TEST--
RedisLock/RedisQueue connection: a peer that sends more replies than it was asked for (in the handshake, or after a command) is not believed: the extra answers are never taken for those of the next command
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
// after a command: SET of "a" answered twice ("+OK", then a nil meant for nobody)
$fake = rl_fake_start(fn (array $cmd) => rl_fake_redis($cmd) ?? ($cmd[1] === 'a' ? "+OK\r\n\$-1\r\n" : "+OK\r\n"));
$lock = new RedisLock(['port' => $fake['port'], 'persistent' => false]);
var_dump($lock->lock('a'), $lock->lock('b'));   // b's own answer: OK
rl_fake_stop($fake);

// in the handshake: one reply too many
$fake = rl_fake_start(fn (array $cmd) => strtoupper($cmd[0]) === 'INFO' ? rl_fake_redis($cmd) . "+OK\r\n" : (rl_fake_redis($cmd) ?? "+OK\r\n"));
echo rl_timed(fn () => (new RedisLock(['port' => $fake['port'], 'persistent' => false]))->lock('c'))[0], "\n";
rl_fake_stop($fake);
?>
--EXPECTF--
bool(true)
bool(true)
1: redislock: 127.0.0.1:%d answered the handshake (CLIENT SETNAME, PING, INFO) with more than was asked: is it a Redis server?
