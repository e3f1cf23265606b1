--TEST--
Sentinel: SIGKILL of the master under load (forked workers: lock-protected counters, a producer and consumers): calls to the dead master ask the sentinels again and pause within their budget until a replica is promoted (after down-after-milliseconds, 1 s here, and an election), then succeed on it; no worker crashes, no call fails other than with codes 1, 3 or 4, fencing tokens handed out after the kill are above every one before it, the lock service is back within 6 s, and every lock worker takes its first lock on the new master within 2 s of the first sentinel naming it. Writes the dead master acknowledged but had not sent to its replicas are lost, reported here
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
// one replica is never promoted (replica-priority 0): the kill has one
// candidate and a second failover none. A sentinel that switched to the new
// master has dropped its pause between failovers, and the two that switched
// together may both flag it down down-after-milliseconds later, before a
// PONG from it (seen with Redis 6.0 and 7.0, one core kept busy), and fail it
// over again: to the other replica, which no replica follows yet, so that
// every lock there throws code 7 (the Sentinel default waits for one replica)
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1]);
$old = $s['master'];
$new = 0;
$killed_at = 0.0;
$named = null;
$r = rl_load(rl_sentinel_params($s, ['fencing' => true, 'connect_timeout' => 0.5]), (rl_time_scale() > 1 ? 12.0 : 6.0),
    static function () use ($s, $old, &$new, &$killed_at, &$named) {
        $killed_at = microtime(true);
        rl_server_stop($s['master_pid']);
        [$named] = rl_sentinel_first_naming($s, $old, 30);
        $new = rl_sentinel_wait_failover($s, $old);
    }, 2.0 * rl_time_scale()); // locks live 2 s: one whose release the dead master had not passed on holds its name no longer
echo 'a replica is the master now: ', isset($s['replicas'][$new]) ? 'yes' : 'no', "\n";
rl_load_failover_report($r, $killed_at, 6.0);
// the dead master takes nothing: every lock after the naming is on the new one
$first = [];
foreach ($r['tokens'] as $w => $tokens) {
    foreach ($tokens as [$at]) {
        if ($named !== null && $at >= $named) {
            $first[$w] = round($at - $named, 3);
            break;
        }
    }
}
$late = array_filter(range(0, 2), static fn ($w) => !isset($first[$w]) || $first[$w] >= 2.0 * rl_time_scale());
echo "every lock worker's first lock on the new master within 2 s of the first sentinel naming it: ",
    $late ? 'no (' . json_encode($first) . ')' : 'yes', "\n";
if (getenv('RL_FOLLOW_LOG')) {
    file_put_contents(getenv('RL_FOLLOW_LOG'), basename(__FILE__) . ': first on new ' . json_encode($first) . "\n", FILE_APPEND);
}
?>
--EXPECTF--
a replica is the master now: yes
workers exit codes: 0,0,0,0,0,0
failures other than codes 1, 3, 4 or a lock not taken in time: none
lock service back within 6 s
locks taken after the recovery: yes
fencing tokens never went back: yes
tasks that were never queued: 0
lost updates %d, tasks missing %d, delivered twice %d, failed calls %d, longest stop %f s
every lock worker's first lock on the new master within 2 s of the first sentinel naming it: yes
