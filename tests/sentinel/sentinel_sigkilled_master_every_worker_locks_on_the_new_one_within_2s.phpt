--TEST--
Sentinel: SIGKILL of the master while 6 forked workers take locks in a loop: once a sentinel names the promoted replica (after down-after-milliseconds, 1 s here, and an election), every worker takes its first lock there within 2 s, however its calls to the dead master failed meanwhile
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
// one replica is never promoted (replica-priority 0): the kill has one
// candidate and a second failover none. The sentinels that switched to the
// new master have dropped their pause between failovers, and two of them may
// flag it down down-after-milliseconds later, before a PONG from it, on a
// loaded machine, and fail it over again: to the other replica, which no
// replica follows yet, so that every lock there throws code 7 (the Sentinel
// default waits for one replica)
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1]);
$r = rl_sentinel_follow($s, rl_sentinel_params($s, ['connect_timeout' => 0.5]), 6, static function () use ($s) {
    rl_server_stop($s['master_pid']);
});
rl_sentinel_follow_report($r, 2.0);
?>
--EXPECT--
a sentinel named another master: yes
workers exit codes: 0,0,0,0,0,0
every worker's first lock on the new master within 2 s of the naming: yes
no lock elsewhere later than 2 s after the naming: yes
