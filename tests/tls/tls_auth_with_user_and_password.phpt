--TEST--
TLS: AUTH with an ACL user and password over TLS; a wrong password is code 2 and never shown
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$port] = rl_tls_server_start($pki, 'server', ['--user', 'default', 'off', '--user', 'worker', 'on', '>s3cret-pw', '~*', '&*', '+@all']);
echo 'right: ', rl_timed(fn () => (new RedisLock(rl_tls_params($pki, $port, ['user' => 'worker', 'password' => 's3cret-pw'])))->lock('x'))[0], "\n";
echo 'wrong: ', rl_timed(fn () => (new RedisLock(rl_tls_params($pki, $port, ['user' => 'worker', 'password' => 'n0t-the-pw'])))->lock('x'))[0], "\n";
?>
--EXPECTF--
right: true
wrong: 2: redislock: 127.0.0.1:%d refused authentication: %s
