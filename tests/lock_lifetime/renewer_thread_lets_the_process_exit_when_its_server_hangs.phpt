--TEST--
RedisLock renew: a PHP process whose renewer's thread is in the middle of a renewal when its script ends, its server stopped (SIGSTOP: connected, never answering), exits within about 2 s (RL_RENEW_IO_TIMEOUT, the cap on the renewer's round trips, although the connection's own read_timeout is 30 s) of its last line, with status 0 and no crash
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/threads.inc';
$scale = rl_time_scale();
[$port, $pid] = rl_server_start();
$expire = 0.6 * $scale;                // renewed every 0.2 s
$base = sys_get_temp_dir() . '/rl-renewer-hang-' . posix_getpid();
file_put_contents("$base.php", '<?php
require ' . var_export(__DIR__ . '/../inc/threads.inc', true) . ';
$lock = new RedisLock(' . var_export(rl_params(['port' => $port, 'renew' => true, 'read_timeout' => 30,
    'connect_timeout' => 30]), true) . ');
$lock->lock("job", 0, ' . $expire . ');
echo "renewer: ", count(rl_renewer_threads()), "\n";
echo "locked\n";
// wait until the server is stopped, then long enough for a renewal to be
// sent to it (every third of the lifetime), which hangs
$deadline = microtime(true) + ' . 10 * $scale . ';
while (!file_exists(' . var_export("$base.stopped", true) . ') && microtime(true) < $deadline) {
    usleep(2000);
}
usleep(' . (int) ($expire / 2 * 1e6) . ');
printf("last line at %.6F\n", microtime(true));
');
$started = rl_php_start("$base.php", "$base.out", "$base.err");
if (!rl_file_wait_line("$base.out", '/^locked$/m', 10 * $scale)) {
    echo "no lock: ", file_get_contents("$base.out"), file_get_contents("$base.err"), "\n";
}
posix_kill($pid, SIGSTOP);
touch("$base.stopped");
[$code, $ended] = rl_php_wait($started, 60 * $scale);
posix_kill($pid, SIGCONT);
$out = (string) file_get_contents("$base.out");
$err = (string) file_get_contents("$base.err");
echo 'the renewer ran: ', str_contains($out, 'renewer: 1') ? 'yes' : "no ($out)", "\n";
echo 'exit status 0 (no crash): ', $code === 0 ? 'yes' : "no ($code)", "\n";
echo 'nothing on stderr: ', $err === '' ? 'yes' : "no ($err)", "\n";
if (preg_match('/^last line at ([\d.]+)$/m', $out, $m)) {
    $after = $ended - (float) $m[1];
    echo 'exited within about 2 s of its last line: ', $after < 2 + 1 * $scale ? 'yes' : "no ($after s)", "\n";
} else {
    echo "no last line: $out\n";
}
echo 'the server answers again: ', rl_redis_at($port, 'PING') === 'PONG' ? 'yes' : 'no', "\n";
rl_server_stop($pid);
foreach (['php', 'out', 'err', 'stopped'] as $ext) {
    @unlink("$base.$ext");
}
?>
--EXPECT--
the renewer ran: yes
exit status 0 (no crash): yes
nothing on stderr: yes
exited within about 2 s of its last line: yes
the server answers again: yes
