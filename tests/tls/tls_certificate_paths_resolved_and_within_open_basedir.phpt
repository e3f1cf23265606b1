--TEST--
TLS: certificate paths are made absolute when the object is constructed (a later chdir() changes nothing) and must be within open_basedir, as for PHP's own file functions
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$port] = rl_tls_server_start($pki);
chdir($pki['dir']);
$lock = new RedisLock(rl_tls_params($pki, $port, ['tls_ca_file' => 'ca.crt']));   // relative
chdir('/');
var_dump($lock->lock('relative'), $lock->unlock('relative'));                       // still that file

ini_set('open_basedir', sys_get_temp_dir() . '/nowhere-' . getmypid());
try {
    new RedisLock(rl_tls_params($pki, $port));
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
bool(true)
bool(true)
RedisLock::__construct(): Argument #1 ($param) option "tls_ca_file" names a path that cannot be used (outside open_basedir, or not resolvable)
