--TEST--
Sentinel: SIGKILL of the master while 6 forked workers take locks in a loop: once a sentinel names the promoted replica (after down-after-milliseconds, 1 s here, and an election), every worker takes its first lock there within 2 s, however its calls to the dead master failed meanwhile
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$s = rl_sentinel_start();
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
