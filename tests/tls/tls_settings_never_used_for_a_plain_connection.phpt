--TEST--
TLS: a TLS setting never ends up on a plain connection: tls_* (or tls_verify off) given to an object whose tls is off, as array key or DSN option, and rediss:// with tls=0, are ValueErrors; redislock.tls_* INI settings are defaults used by TLS connections only; an empty tls_verify keeps the checks on
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$wrong] = rl_tls_server_start($pki, 'wrong_name');
$ca = rawurlencode($pki['ca']['crt']);
$cases = [
    ['port' => $wrong, 'tls_ca_file' => $pki['ca']['crt']],
    ['port' => $wrong, 'tls_verify' => false],
    "redis://127.0.0.1:$wrong?tls_server_name=wrong.example",
    "rediss://127.0.0.1:$wrong?tls=0&tls_ca_file=$ca",
];
foreach ($cases as $param) {
    try {
        new RedisLock($param);
        echo "no exception\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
// the INI settings are defaults for TLS connections: a TLS object uses them,
// a plain one works as if they were not set and shares its connection
// with objects made without them
[$good] = rl_tls_server_start($pki);
ini_set('redislock.tls_ca_file', $pki['ca']['crt']);
ini_set('redislock.tls_verify', '0');
echo 'TLS object, INI CA: ', var_export((new RedisLock("rediss://localhost:$good"))->lock('i'), true), "\n";
ini_restore('redislock.tls_verify');
echo 'TLS object, INI CA: ', var_export((new RedisLock("rediss://localhost:$good"))->lock('j'), true), "\n";
[$plainPort] = rl_server_start();
$plain = rl_params(['port' => $plainPort, 'persistent' => true]);
$before = rl_connection_counts($plainPort)[1];
echo 'plain object under INI tls_*: ', var_export((new RedisLock($plain))->lock('k'), true), "\n";
ini_restore('redislock.tls_ca_file');
echo 'plain object without them: ', var_export((new RedisLock($plain))->lock('l'), true), "\n";
echo 'connections made: ', rl_connection_counts($plainPort)[1] - $before, "\n";

// an empty tls_verify (an unset variable in a config file) is not "off"
echo rl_timed(fn () => (new RedisLock(rl_tls_params($pki, $wrong, ['tls_verify' => ''])))->lock('x'))[0], "\n";
?>
--EXPECTF--
RedisLock::__construct(): Argument #1 ($param) sets option "tls_ca_file" while "tls" is off: use rediss:// or tls=1, or leave it out (a TLS setting is never used for a plain connection)
RedisLock::__construct(): Argument #1 ($param) sets option "tls_verify" while "tls" is off: use rediss:// or tls=1, or leave it out (a TLS setting is never used for a plain connection)
RedisLock::__construct(): Argument #1 ($param) sets option "tls_server_name" while "tls" is off: use rediss:// or tls=1, or leave it out (a TLS setting is never used for a plain connection)
RedisLock::__construct(): Argument #1 ($param) uses rediss:// with tls=0: a rediss:// DSN is always TLS
TLS object, INI CA: true
TLS object, INI CA: true
plain object under INI tls_*: true
plain object without them: true
connections made: 1
1: redislock: cannot connect to 127.0.0.1:%d with TLS: the server's certificate was refused: IP address mismatch (tls_verify=0 turns the check off)
