--TEST--
TLS unavailable: when several TLS settings are refused at once (tls_verify off and a certificate path), the message names the switch tls_verify first, as array keys and as INI settings
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('no tls'); ?>
--INI--
redislock.tls_verify=1
--FILE--
<?php
try {
    new RedisLock(['tls_ca_file' => '/etc/hosts', 'tls_verify' => false]);
    echo "no exception\n";
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
ini_set('redislock.tls_ca_file', '/etc/hosts');
ini_set('redislock.tls_verify', '0');
try {
    new RedisQueue();
    echo "no exception\n";
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
RedisLock::__construct(): Argument #1 ($param) option "tls_verify" needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later with hiredis_ssl): refused rather than connecting in plain text
INI setting redislock.tls_verify needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later with hiredis_ssl): refused rather than connecting in plain text
