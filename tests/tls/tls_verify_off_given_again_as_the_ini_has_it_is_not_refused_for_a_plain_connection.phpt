--TEST--
TLS: with redislock.tls_verify=0 in the INI, a plain connection's $param that says tls_verify=0 again (array key or DSN option) is accepted (it turns no check off), while one that turns the INI's checks off is refused
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('tls'); ?>
--FILE--
<?php
ini_set('redislock.tls_verify', '0');
foreach ([['tls_verify' => false], 'redis://127.0.0.1:6379?tls_verify=0'] as $param) {
    new RedisLock($param);
    echo "accepted\n";
}
ini_set('redislock.tls_verify', '1');
try {
    new RedisLock(['tls_verify' => false]);
    echo "accepted\n";
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
accepted
accepted
RedisLock::__construct(): Argument #1 ($param) sets option "tls_verify" while "tls" is off: use rediss:// or tls=1, or leave it out (a TLS setting is never used for a plain connection)
