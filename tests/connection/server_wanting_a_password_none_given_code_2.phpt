--TEST--
RedisLock/RedisQueue connection: a server that wants a password when none is configured (NOAUTH) throws code 2 with a message saying a password is needed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--requirepass', 'pw']);
foreach ([fn () => (new RedisLock(['port' => $port]))->lock('job'), fn () => (new RedisQueue(['port' => $port]))->pop('q')] as $call) {
    try {
        $call();
    } catch (RedisLockException $e) {
        echo $e->getCode(), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECTF--
2: redislock: 127.0.0.1:%d requires a password (NOAUTH) and none is set (the password option, or redislock.password)
2: redislock: 127.0.0.1:%d requires a password (NOAUTH) and none is set (the password option, or redislock.password)
