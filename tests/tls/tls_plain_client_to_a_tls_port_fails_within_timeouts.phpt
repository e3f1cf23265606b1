--TEST--
TLS: a plain redis:// client pointed at a TLS-only port fails with code 1 within its timeouts (it never reads TLS bytes as Redis replies); a TLS client pointed at a plain port likewise
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$tls] = rl_tls_server_start($pki);
$scale = rl_time_scale();
[$outcome, $s] = rl_timed(fn () => (new RedisLock(['port' => $tls, 'persistent' => false, 'connect_timeout' => 0.5 * $scale, 'read_timeout' => 0.5 * $scale]))->lock('x'));
echo preg_replace('/^1: .*/', '1: refused', $outcome), $s < 0.7 * $scale ? ", within the timeouts\n" : ", after $s s\n";
[$outcome, $s] = rl_timed(fn () => (new RedisLock(rl_tls_params($pki, rl_port(), ['connect_timeout' => 0.5 * $scale])))->lock('x'));
echo preg_replace('/^1: .*/', '1: refused', $outcome), $s < 0.7 * $scale ? ", within the timeouts\n" : ", after $s s\n";
?>
--EXPECT--
1: refused, within the timeouts
1: refused, within the timeouts
