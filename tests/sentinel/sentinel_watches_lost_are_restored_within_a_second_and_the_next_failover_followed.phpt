--TEST--
Sentinel: every forked worker watches every sentinel, each watch kept open (its PING answered each second); when every watch is lost (CLIENT KILL TYPE pubsub on each sentinel), each is opened again within about a second, and a failover that follows (SENTINEL FAILOVER sent to the last sentinel while the first is frozen) is followed by every worker within 2 s of the first sentinel naming the new master
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
$watched = static function (int $age = 0) use ($s): string {
    $counts = array_map(static fn ($port) => rl_sentinel_watchers($s, $port, $age), array_keys($s['sentinels']));
    return min($counts) === 3 ? '' : "watchers open for $age s or more per sentinel: " . json_encode($counts);
};
$settled = static function (float $seconds, int $age = 0) use ($s, $watched): string {
    try {
        rl_sentinel_wait($s, static fn () => $watched($age), $seconds);
        return 'yes';
    } catch (RuntimeException $e) {
        return $e->getMessage();
    }
};
$all = $kept = $restored = null;
$r = rl_sentinel_follow($s, rl_sentinel_params($s, ['connect_timeout' => 1.0]), 3,
    static function () use ($s, $first, $settled, &$all, &$kept, &$restored) {
        $all = $settled(3);
        $kept = $settled(6, 3); // a PING a second keeps each open: none is taken as silent
        foreach (array_keys($s['sentinels']) as $port) {
            rl_redis_at($port, 'CLIENT', 'KILL', 'TYPE', 'pubsub');
        }
        $restored = $settled(1.5);
        posix_kill($s['sentinels'][$first], SIGSTOP);
        rl_redis_at(array_key_last($s['sentinels']), 'SENTINEL', 'FAILOVER', $s['service']);
    });
posix_kill($s['sentinels'][$first], SIGCONT);
echo "every sentinel watched by every worker: $all\n";
echo "the same watches still open 3 s later: $kept\n";
echo "every watch opened again within 1.5 s: $restored\n";
rl_sentinel_follow_report($r, 2.0);
?>
--EXPECT--
every sentinel watched by every worker: yes
the same watches still open 3 s later: yes
every watch opened again within 1.5 s: yes
a sentinel named another master: yes
workers exit codes: 0,0,0
every worker's first lock on the new master within 2 s of the naming: yes
no lock elsewhere later than 2 s after the naming: yes
