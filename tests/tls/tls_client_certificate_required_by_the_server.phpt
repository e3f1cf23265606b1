--TEST--
TLS: a server that requires client certificates refuses a client without one (code 1) and serves one with tls_cert and tls_key; a certificate without its key is a ValueError
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$port] = rl_tls_server_start($pki, 'server', ['--tls-auth-clients', 'yes']);
$without = rl_tls_params($pki, $port);
$with = rl_tls_params($pki, $port, ['tls_cert' => $pki['client']['crt'], 'tls_key' => $pki['client']['key']]);
echo 'without: ', preg_replace('/^(1): .*/', '$1: refused', rl_timed(fn () => (new RedisLock($without))->lock('x'))[0]), "\n";
echo 'with: ', rl_timed(fn () => (new RedisLock($with))->lock('x'))[0], "\n";
try {
    new RedisLock(rl_tls_params($pki, $port, ['tls_cert' => $pki['client']['crt']]));
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
// without checking the server (tls_verify=0), a refused handshake is not
// blamed on the server's certificate (TLS 1.2: the server refuses in it)
[$tls12] = rl_tls_server_start($pki, 'server', ['--tls-auth-clients', 'yes', '--tls-protocols', 'TLSv1.2']);
$outcome = rl_timed(fn () => (new RedisLock(rl_tls_params($pki, $tls12, ['tls_verify' => false])))->lock('z'))[0];
echo 'unverified, no client certificate: ', str_starts_with($outcome, '1: ') && !str_contains($outcome, "certificate was refused")
    ? 'code 1, the handshake failed' : $outcome, "\n";
echo 'a key that is not the certificate\'s: ', rl_timed(fn () => (new RedisLock(rl_tls_params($pki, $port,
    ['tls_cert' => $pki['client']['crt'], 'tls_key' => $pki['server']['key']])))->lock('y'))[0], "\n";
?>
--EXPECTF--
without: 1: refused
with: true
RedisLock::__construct(): Argument #1 ($param) must set options "tls_cert" and "tls_key" together
unverified, no client certificate: code 1, the handshake failed
a key that is not the certificate's: 1: redislock: cannot connect to 127.0.0.1:%d with TLS: cannot load tls_key, or it does not match tls_cert%s
