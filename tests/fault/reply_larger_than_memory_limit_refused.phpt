--TEST--
Fault: a peer that answers with more bytes than PHP's memory_limit (a bulk string of 100 GB announced) fails the call with code 3 once that much has come, before the process grows past it; the handshake's answers are limited to 1 MB
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--INI--
memory_limit=16M
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
/* The process's peak resident size so far, in kB. */
function peak_kb(): int
{
    preg_match('/VmHWM:\s+(\d+)/', file_get_contents('/proc/self/status'), $m);
    return (int) $m[1];
}
$start = peak_kb();
$chunk = str_repeat('x', 1 << 20);
$flood = function () use ($chunk) {
    $steps = ['$' . (100 << 30) . "\r\n"];
    for ($i = 0; $i < 1024; $i++) {
        $steps[] = $chunk;
    }
    return $steps;
};
$param = ['persistent' => false, 'read_timeout' => 5 * rl_time_scale()];
$fake = rl_fake_start(fn (array $cmd) => rl_fake_redis($cmd) ?? $flood());
echo rl_timed(fn () => (new RedisQueue(['port' => $fake['port']] + $param))->pop('jobs'))[0], "\n";
rl_fake_stop($fake);

$fake = rl_fake_start(fn (array $cmd) => strtoupper($cmd[0]) === 'INFO' ? $flood() : rl_fake_redis($cmd));
echo rl_timed(fn () => (new RedisLock(['port' => $fake['port']] + $param))->lock('x'))[0], "\n";
rl_fake_stop($fake);
// 1 GB was sent; the process may grow by the limit, with what hiredis's
// buffer doubling and a sanitizer's quarantine add, but not by the flood
$growth = peak_kb() - $start;
echo $growth < 384 * 1024 ? "the process grew by far less than the flood\n" : "it grew by $growth kB\n";
?>
--EXPECTF--
3: redislock: 127.0.0.1:%d sent more than 16777216 bytes in answer to one call (the limit is PHP's memory_limit): the connection was closed
1: redislock: 127.0.0.1:%d: the handshake (CLIENT SETNAME, PING, INFO) failed: 127.0.0.1:%d sent more than 1048576 bytes in answer to one call (the limit is PHP's memory_limit): the connection was closed
the process grew by far less than the flood
