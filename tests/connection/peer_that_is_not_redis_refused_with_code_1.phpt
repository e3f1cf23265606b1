--TEST--
RedisLock/RedisQueue connection: a service that is not Redis (one that says +OK or -ERR to anything, a POP3-like line server, an echo service, an HTTP server, one that greets and then says nothing) is refused with code 1 in the connection's handshake: lock() is never true and pop() never invents a task
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
$services = [
    'says +OK to anything' => [fn (string $bytes) => str_repeat("+OK\r\n", substr_count($bytes, "\r\n")), ['greeting' => "+OK\r\n"]],
    'says -ERR to anything' => [fn (string $bytes) => str_repeat("-ERR no\r\n", substr_count($bytes, "\r\n")), []],
    'POP3-like' => [fn (string $bytes) => str_repeat("-ERR unknown command\r\n", substr_count($bytes, "\r\n")), ['greeting' => "+OK POP3 server ready\r\n"]],
    'echo' => [fn (string $bytes) => $bytes, []],
    'HTTP' => [fn (string $bytes) => "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n", []],
    'greets, then silent' => [fn (string $bytes) => false, ['greeting' => "+OK\r\n"]],
];
foreach ($services as $what => [$answer, $options]) {
    $fake = rl_fake_start($answer, $options + ['raw' => true]);
    $param = ['port' => $fake['port'], 'read_timeout' => 0.5 * rl_time_scale(), 'persistent' => false];
    foreach (['lock' => fn () => (new RedisLock($param))->lock('job'), 'pop' => fn () => (new RedisQueue($param))->pop('jobs')]
            as $method => $call) {
        echo "$what, $method: ", rl_timed($call)[0], "\n";
    }
    rl_fake_stop($fake);
}
?>
--EXPECTF--
says +OK to anything, lock: 1: redislock: 127.0.0.1:%d does not answer as Redis does (PING redislock got the status "OK"): is it a Redis server?
says +OK to anything, pop: 1: redislock: 127.0.0.1:%d does not answer as Redis does (PING redislock got the status "OK"): is it a Redis server?
says -ERR to anything, lock: 1: redislock: 127.0.0.1:%d does not answer as Redis does (PING redislock got the error "ERR no"): is it a Redis server?
says -ERR to anything, pop: 1: redislock: 127.0.0.1:%d does not answer as Redis does (PING redislock got the error "ERR no"): is it a Redis server?
POP3-like, lock: 1: redislock: 127.0.0.1:%d does not answer as Redis does (PING redislock got the error "ERR unknown command"): is it a Redis server?
POP3-like, pop: 1: redislock: 127.0.0.1:%d does not answer as Redis does (PING redislock got the error "ERR unknown command"): is it a Redis server?
echo, lock: 1: redislock: 127.0.0.1:%d does not answer as Redis does (PING redislock got an array of 2 elements): is it a Redis server?
echo, pop: 1: redislock: 127.0.0.1:%d does not answer as Redis does (PING redislock got an array of 2 elements): is it a Redis server?
HTTP, lock: 1: redislock: 127.0.0.1:%d: the handshake (CLIENT SETNAME, PING, INFO) failed: 127.0.0.1:%d sent something that is not a Redis reply (Protocol error, got "H" as reply type byte)
HTTP, pop: 1: redislock: 127.0.0.1:%d: the handshake (CLIENT SETNAME, PING, INFO) failed: 127.0.0.1:%d sent something that is not a Redis reply (Protocol error, got "H" as reply type byte)
greets, then silent, lock: 1: redislock: connected to 127.0.0.1:%d, but no answer to the handshake (CLIENT SETNAME, PING, INFO) within %s s (read_timeout)
greets, then silent, pop: 1: redislock: connected to 127.0.0.1:%d, but no answer to the handshake (CLIENT SETNAME, PING, INFO) within %s s (read_timeout)
