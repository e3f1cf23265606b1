--TEST--
TLS with Sentinel: rediss+sentinel:// asks the sentinels on their TLS ports and reaches the master they name on its TLS port (the same CA and verification), both classes work, and after the master is SIGKILLed the promoted replica is reached over TLS as well; a CA that does not sign the servers' certificates fails with code 1 before anything is written
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
require __DIR__ . '/../inc/sentinel.inc';
$pki = rl_tls_pki();
// the last replica is never promoted: the kill has one candidate, and the
// sentinels cannot fail over a second time from a new master they have not
// yet seen answer (nothing would follow it: every lock there code 7)
$s = rl_sentinel_start(2, 3, ['tls' => ['cert' => $pki['server']['crt'], 'key' => $pki['server']['key'], 'ca' => $pki['ca']['crt'],
    'client_cert' => $pki['client']['crt'], 'client_key' => $pki['client']['key']], 'unpromotable' => 1]);
$tls = $s['tls_ports'];
$list = implode(',', array_map(static fn ($p) => "127.0.0.1:{$tls[$p]}", array_keys($s['sentinels'])));
$dsn = "rediss+sentinel://$list/mymaster?prefix=" . rawurlencode(rl_prefix()) . '&tls_ca_file=' . rawurlencode($pki['ca']['crt']);
$lock = new RedisLock($dsn);
$queue = new RedisQueue($dsn);
/* Our connections to the data node on $port: how many, and whether all are on its TLS port. */
$ours = static function (int $port) use ($tls): string {
    $mine = array_filter(explode("\n", rl_redis_at($port, 'CLIENT', 'LIST')), static fn ($l) => str_contains($l, 'name=redislock-pid' . getmypid()));
    $over_tls = array_filter($mine, static fn ($l) => str_contains($l, "laddr=127.0.0.1:{$tls[$port]} "));
    return count($mine) . ' connection(s) of ours, ' . (count($over_tls) === count($mine) && $mine ? 'all on its TLS port' : 'NOT all on its TLS port');
};
var_dump($lock->lock('before', 0, 60), $queue->enqueue('jobs', 'a'));
echo 'master: ', $ours($s['master']), "\n";

rl_server_stop($s['master_pid']);
$new = rl_sentinel_wait_failover($s, $s['master']);
rl_wait_replica_online($new);   // a lock through Sentinel waits for one by default
var_dump($lock->lock('after', 0, 60), rl_sentinel_key_on($new, rl_lock_key('after')));
echo 'new master: ', $ours($new), "\n";

try {
    (new RedisLock("rediss+sentinel://$list/mymaster?prefix=" . rawurlencode(rl_prefix()) . '&tls_ca_file=' . rawurlencode($pki['other_ca']['crt'])))->lock('never');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'another CA: code ', $e->getCode(), ', ', str_contains($e->getMessage(), 'certificate') ? 'says why' : $e->getMessage(), "\n";
}
echo 'written with another CA: ', rl_sentinel_key_on($new, rl_lock_key('never')) ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
bool(true)
master: 1 connection(s) of ours, all on its TLS port
bool(true)
bool(true)
new master: 1 connection(s) of ours, all on its TLS port
another CA: code 1, says why
written with another CA: no
