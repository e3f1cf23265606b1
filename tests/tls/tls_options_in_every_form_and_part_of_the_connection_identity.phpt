--TEST--
TLS: rediss:// and the tls options work as DSN, array keys and redislock.* INI settings alike; objects whose TLS settings differ never share a connection; tls with a Unix socket is a ValueError
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$port] = rl_tls_server_start($pki);
$ca = rawurlencode($pki['ca']['crt']);
$before = rl_counter('Connections opened');
$forms = [
    'DSN rediss://' => "rediss://127.0.0.1:$port?tls_ca_file=$ca&persistent=0",
    'DSN redis:// with tls=1' => "redis://127.0.0.1:$port?tls=1&tls_ca_file=$ca&tls_server_name=localhost&persistent=0",
    'array' => rl_tls_params($pki, $port, ['tls_verify' => true]),
];
foreach ($forms as $what => $param) {
    echo "$what: ", rl_timed(fn () => (new RedisLock($param))->lock("f$what"))[0], "\n";
}
ini_set('redislock.tls', '1');
ini_set('redislock.tls_ca_file', $pki['ca']['crt']);
ini_set('redislock.tls_server_name', 'localhost');
echo 'INI: ', rl_timed(fn () => (new RedisLock(['port' => $port, 'persistent' => false]))->lock('ini'))[0], "\n";
// the array has the settings of the first DSN, the INI those of the second:
// two connections; a third setting (tls_verify off) gets a third
echo rl_counter('Connections opened') - $before, " connections: one per distinct setting\n";
(new RedisLock(rl_tls_params($pki, $port, ['tls_verify' => false])))->lock('unverified');
echo rl_counter('Connections opened') - $before, " connections\n";
ini_restore('redislock.tls');
try {
    new RedisLock(['socket' => '/tmp/redis.sock', 'tls' => true]);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
DSN rediss://: true
DSN redis:// with tls=1: true
array: true
INI: true
2 connections: one per distinct setting
3 connections
RedisLock::__construct(): Argument #1 ($param) option "tls" needs a TCP host: Redis serves TLS on a port, not on a Unix socket
