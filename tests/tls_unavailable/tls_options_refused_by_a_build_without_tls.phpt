--TEST--
TLS unavailable: a build without TLS (no hiredis_ssl) refuses rediss:// and every TLS option, as DSN, array key or INI setting, with a ValueError that says why, and never connects in plain text instead
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'no tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
if (rl_tls_built()) {
    echo "this test is for a build without TLS\n";
    exit(1);
}
[$port] = rl_server_start();
$before = rl_connection_counts($port)[1];
$params = [
    "rediss://127.0.0.1:$port",
    "redis://127.0.0.1:$port?tls=1",
    ['port' => $port, 'tls' => true],
    ['port' => $port, 'tls_ca_file' => '/etc/ssl/certs/ca-certificates.crt'],
    ['port' => $port, 'tls_verify' => false],
    ['port' => $port, 'tls_server_name' => 'redis.example'],
];
foreach ($params as $param) {
    try {
        (new RedisLock($param))->lock('x');
        echo "no exception\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump((new RedisLock(['port' => $port, 'tls' => false, 'tls_verify' => true]))->lock('plain'));   // off is fine
ini_set('redislock.tls', '1');
try {
    new RedisQueue(['port' => $port]);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
ini_restore('redislock.tls');
echo rl_connection_counts($port)[1] - $before, " connection made (the plain one)\n";
ob_start();
phpinfo(INFO_MODULES);
preg_match('/^TLS support => .*$/m', ob_get_clean(), $m);
echo $m[0], "\n";
?>
--EXPECT--
RedisLock::__construct(): Argument #1 ($param) uses rediss://, which needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later with hiredis_ssl): refused rather than connecting in plain text
RedisLock::__construct(): Argument #1 ($param) option "tls" needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later with hiredis_ssl): refused rather than connecting in plain text
RedisLock::__construct(): Argument #1 ($param) option "tls" needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later with hiredis_ssl): refused rather than connecting in plain text
RedisLock::__construct(): Argument #1 ($param) option "tls_ca_file" needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later with hiredis_ssl): refused rather than connecting in plain text
RedisLock::__construct(): Argument #1 ($param) option "tls_verify" needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later with hiredis_ssl): refused rather than connecting in plain text
RedisLock::__construct(): Argument #1 ($param) option "tls_server_name" needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later with hiredis_ssl): refused rather than connecting in plain text
bool(true)
INI setting redislock.tls needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later with hiredis_ssl): refused rather than connecting in plain text
1 connection made (the plain one)
TLS support => disabled (built without hiredis_ssl)
