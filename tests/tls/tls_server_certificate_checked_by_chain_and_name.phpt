--TEST--
TLS: the server's certificate must chain to a trusted CA and name the host (or its IP address); a wrong CA or a wrong name is refused with code 1 unless tls_verify=0, and tls_server_name sets the name sent and checked
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$good] = rl_tls_server_start($pki);
[$wrong] = rl_tls_server_start($pki, 'wrong_name');
$cases = [
    'right CA, IP in the certificate' => rl_tls_params($pki, $good),
    'right CA, host name in the certificate' => rl_tls_params($pki, $good, ['host' => 'localhost']),
    'another CA' => rl_tls_params($pki, $good, ['tls_ca_file' => $pki['other_ca']['crt']]),
    'the system trust store' => rl_tls_params($pki, $good, ['tls_ca_file' => null]),
    'a name the certificate does not have' => rl_tls_params($pki, $wrong),
    'tls_server_name the certificate has' => rl_tls_params($pki, $wrong, ['tls_server_name' => 'wrong.example']),
    'tls_server_name it does not have' => rl_tls_params($pki, $good, ['tls_server_name' => 'other.example']),
    'tls_verify=0, another CA' => rl_tls_params($pki, $good, ['tls_ca_file' => $pki['other_ca']['crt'], 'tls_verify' => false]),
    'tls_verify=0, a wrong name' => rl_tls_params($pki, $wrong, ['tls_verify' => false]),
];
foreach (array_keys($cases) as $i => $what) {
    $lock = new RedisLock($cases[$what]);
    echo "$what: ", rl_timed(fn () => $lock->lock("x$i") && $lock->unlock("x$i"))[0], "\n";
}
?>
--EXPECTF--
right CA, IP in the certificate: true
right CA, host name in the certificate: true
another CA: 1: redislock: cannot connect to 127.0.0.1:%d with TLS: the server's certificate was refused: %s (tls_verify=0 turns the check off)
the system trust store: 1: redislock: cannot connect to 127.0.0.1:%d with TLS: the server's certificate was refused: %s (tls_verify=0 turns the check off)
a name the certificate does not have: 1: redislock: cannot connect to 127.0.0.1:%d with TLS: the server's certificate was refused: IP address mismatch (tls_verify=0 turns the check off)
tls_server_name the certificate has: true
tls_server_name it does not have: 1: redislock: cannot connect to 127.0.0.1:%d with TLS: the server's certificate was refused: hostname mismatch (tls_verify=0 turns the check off)
tls_verify=0, another CA: true
tls_verify=0, a wrong name: true
