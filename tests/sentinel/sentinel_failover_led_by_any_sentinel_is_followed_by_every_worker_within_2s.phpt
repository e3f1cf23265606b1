--TEST--
Sentinel: SENTINEL FAILOVER sent to the last sentinel of the list (it leads the failover) while the first, which a process would ask first, is frozen (it hears and says nothing, and its connections stay open): every forked worker, which watches every sentinel, takes its first lock on the new master within 2 s of the first sentinel naming it, and none on the old master later than that; the frozen sentinel costs a call at most its connect_timeout (its watch, gone silent, tried again)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
// one replica, and the old master once it is one, are never promoted
// (replica-priority 0): the failover has one candidate and a second one none.
// The sentinels that switched to the new master have dropped their pause
// between failovers, and two of them may flag it down down-after-milliseconds
// later, before a PONG from it, on a loaded machine, and fail it over again:
// to a node no replica follows yet, where every lock throws code 7 (the
// Sentinel default waits for one replica), and away from the master the
// workers are timed on
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1, 'master_unpromotable' => true]);
$first = array_key_first($s['sentinels']);
$r = rl_sentinel_follow($s, rl_sentinel_params($s, ['connect_timeout' => 1.0]), 3, static function () use ($s, $first) {
    posix_kill($s['sentinels'][$first], SIGSTOP);
    rl_redis_at(array_key_last($s['sentinels']), 'SENTINEL', 'FAILOVER', $s['service']);
});
posix_kill($s['sentinels'][$first], SIGCONT);
rl_sentinel_follow_report($r, 2.0);
// what the frozen sentinel costs: the call that tries its watch again waits
// for it at most connect_timeout (1 s here)
echo 'no call took longer than connect_timeout and a little: ', max($r['slowest']) < 1.5 * rl_time_scale() ? 'yes'
    : 'no (' . json_encode($r['slowest']) . ')', "\n";
?>
--EXPECT--
a sentinel named another master: yes
workers exit codes: 0,0,0
every worker's first lock on the new master within 2 s of the naming: yes
no lock elsewhere later than 2 s after the naming: yes
no call took longer than connect_timeout and a little: yes
