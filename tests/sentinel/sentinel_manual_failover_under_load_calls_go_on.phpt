--TEST--
Sentinel: SENTINEL FAILOVER under load (lock-protected counters, a producer and consumers, forked workers): the sentinels promote a replica, and the workers, following the sentinels' news, move their calls to it at once (those refused by the old master meanwhile, READONLY or a connection it closed before anything was sent, go to the new master within their budget); locks live 1 s, so that one released on the old master after the replica stopped replicating it (still held on the new master) holds up its name no longer; no worker crashes, no call fails other than with codes 1, 3 or 4 (a reply lost when the old master closed its clients) or 7 (a lock the old master took after its replicas had left it, released again: through Sentinel a lock waits for a replica by default), fencing tokens never go back, and the lock service is back within 2 s. Sentinel does not stop the old master before promoting the replica: what it took until its demotion is lost, reported here
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
// one replica, and the old master once it is one, are never promoted
// (replica-priority 0): the failover has one candidate and a second one none
// (the sentinels that switched have dropped their pause between failovers,
// and on a loaded machine may flag the new master down before a PONG from it,
// then fail it over to a node no replica follows yet, where a lock throws
// code 7)
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1, 'master_unpromotable' => true]);
$old = $s['master'];
$new = 0;
$r = rl_load(rl_sentinel_params($s, ['fencing' => true, 'connect_timeout' => 0.5]), 4.0 * rl_time_scale(),
    static function () use ($s, $old, &$new) {
        rl_redis_at(array_key_first($s['sentinels']), 'SENTINEL', 'FAILOVER', 'mymaster');
        $new = rl_sentinel_wait_failover($s, $old);
    }, 1.0 * rl_time_scale());
echo 'a replica is the master now: ', isset($s['replicas'][$new]) ? 'yes' : 'no', "\n";
rl_load_failover_report($r, $r['disturbed_at'], 2.0, [1, 3, 4, 7]);
?>
--EXPECTF--
a replica is the master now: yes
workers exit codes: 0,0,0,0,0,0
failures other than codes 1, 3, 4, 7 or a lock not taken in time: none
lock service back within 2 s
locks taken after the recovery: yes
fencing tokens never went back: yes
tasks that were never queued: 0
lost updates %d, tasks missing %d, delivered twice %d, failed calls %d, longest stop %f s
