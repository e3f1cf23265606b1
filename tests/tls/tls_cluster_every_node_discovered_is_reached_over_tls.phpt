--TEST--
TLS on Redis Cluster: from one rediss+cluster:// seed, the nodes the slot map names are reached over TLS as well (their TLS ports, the same CA and verification), locks on every master work, and a CA that does not sign the nodes' certificates fails with code 1 before anything is written
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
require __DIR__ . '/../inc/cluster.inc';
$pki = rl_tls_pki();
$c = rl_cluster_start(3, 0, [], ['cert' => $pki['server']['crt'], 'key' => $pki['server']['key'], 'ca' => $pki['ca']['crt'],
    'client_cert' => $pki['client']['crt'], 'client_key' => $pki['client']['key']]);
$tls = $c['tls_ports'];
$masters = array_keys(rl_cluster_masters($c));
$seed = $tls[$masters[0]];
$prefix = rawurlencode(rl_prefix());
// a TLS handshake under valgrind on a busy machine can take longer than
// the default connect_timeout of 1 s: what is tested here is not a timeout
$connect = 2 * rl_time_scale();
$lock = new RedisLock("rediss+cluster://127.0.0.1:$seed?prefix=$prefix&connect_timeout=$connect&tls_ca_file=" . rawurlencode($pki['ca']['crt']));
$ok = 0;
foreach ($masters as $port) {
    $name = rl_cluster_name_on($c, $port, 'job');
    $ok += $lock->lock($name) && $lock->isLocking($name) && $lock->unlock($name);
}
echo "lock, isLocking, unlock on each master: $ok of ", count($masters), "\n";
foreach ($masters as $i => $port) {
    $ours = array_filter(explode("\n", rl_redis_at($port, 'CLIENT', 'LIST')), static fn ($l) => str_contains($l, 'name=redislock-pid' . getmypid()));
    $over_tls = array_filter($ours, static fn ($l) => str_contains($l, "laddr=127.0.0.1:{$tls[$port]} "));
    echo 'master ', $i + 1, ': ', count($ours), ' connection(s) of ours, ', count($over_tls) === count($ours) && $ours ? 'all on its TLS port' : 'NOT all on its TLS port', "\n";
}
try {
    (new RedisLock(['cluster' => ["127.0.0.1:$seed"], 'tls' => true, 'tls_ca_file' => $pki['other_ca']['crt'], 'prefix' => rl_prefix(),
        'connect_timeout' => $connect]))->lock('never');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'another CA: code ', $e->getCode(), ', ', str_contains($e->getMessage(), 'certificate') ? 'says why' : $e->getMessage(), "\n";
}
echo 'keys left: ', count(rl_cluster_keys($c)), "\n";
?>
--EXPECT--
lock, isLocking, unlock on each master: 3 of 3
master 1: 1 connection(s) of ours, all on its TLS port
master 2: 1 connection(s) of ours, all on its TLS port
master 3: 1 connection(s) of ours, all on its TLS port
another CA: code 1, says why
keys left: 0
