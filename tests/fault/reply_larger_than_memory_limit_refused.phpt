--TEST--
Fault: a peer that answers with more bytes than PHP's memory_limit (a bulk string of 100 GB announced) fails the call with code 3 once that much has come, before the process grows past it; the handshake's answers are limited to 1 MB
--INI--
memory_limit=64M
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
$chunk = str_repeat('x', 1 << 20);
$flood = function () use ($chunk) {
    $steps = ['$' . (100 << 30) . "\r\n"];
    for ($i = 0; $i < 1024; $i++) {
        $steps[] = $chunk;
    }
    return $steps;
};
$fake = rl_fake_start(fn (array $cmd) => rl_fake_redis($cmd) ?? $flood());
echo rl_timed(fn () => (new RedisQueue(['port' => $fake['port'], 'persistent' => false]))->pop('jobs'))[0], "\n";
rl_fake_stop($fake);

$fake = rl_fake_start(fn (array $cmd) => strtoupper($cmd[0]) === 'INFO' ? $flood() : rl_fake_redis($cmd));
echo rl_timed(fn () => (new RedisLock(['port' => $fake['port'], 'persistent' => false]))->lock('x'))[0], "\n";
rl_fake_stop($fake);
preg_match('/VmHWM:\s+(\d+)/', file_get_contents('/proc/self/status'), $m);
echo (int) $m[1] < 400 * 1024 ? "the process stayed small\n" : "peak resident size {$m[1]} kB\n";
?>
--EXPECTF--
3: redislock: 127.0.0.1:%d sent more than 67108864 bytes in answer to one call (the limit is PHP's memory_limit): the connection was closed
1: redislock: 127.0.0.1:%d: the handshake (CLIENT SETNAME, PING, INFO) failed: 127.0.0.1:%d sent more than 1048576 bytes in answer to one call (the limit is PHP's memory_limit): the connection was closed
the process stayed small
