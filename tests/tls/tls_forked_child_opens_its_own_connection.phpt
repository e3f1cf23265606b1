--TEST--
TLS: a forked child never uses its parent's TLS session: it opens its own, and the parent's keeps working after the child exits
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$port] = rl_tls_server_start($pki);
$lock = new RedisLock(rl_tls_params($pki, $port, ['persistent' => true]));
var_dump($lock->lock('parent'));
$opened = rl_counter('Connections opened');
$codes = rl_fork_workers(3, function (int $i) use ($lock) {
    $before = rl_counter('Connections opened');
    $ok = $lock->lock("child$i") && $lock->unlock("child$i");
    exit($ok && rl_counter('Connections opened') === $before + 1 ? 0 : 1);
});
echo 'children: ', implode(',', $codes), "\n";
var_dump($lock->isLocking('parent'), $lock->unlock('parent'), rl_counter('Connections opened') === $opened);
?>
--EXPECT--
bool(true)
children: 0,0,0
bool(true)
bool(true)
bool(true)
