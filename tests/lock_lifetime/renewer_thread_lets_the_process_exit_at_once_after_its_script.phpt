--TEST--
RedisLock renew: a PHP process whose script ends holding locks the renewer's thread renews (long lifetimes: the thread sleeps until their next renewal, seconds away) exits at once after its last line, with status 0 and nothing on stderr: module shutdown wakes the thread and joins it, without waiting for the next renewal
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/threads.inc';
$scale = rl_time_scale();
$base = sys_get_temp_dir() . '/rl-renewer-exit-' . posix_getpid();
file_put_contents("$base.php", '<?php
require ' . var_export(__DIR__ . '/../inc/threads.inc', true) . ';
$lock = new RedisLock(' . var_export(rl_params(['renew' => true]), true) . ');
foreach (["a", "b", "c"] as $name) {
    $lock->lock($name, 0, 30);           // renewed every 10 s
}
$other = new RedisLock(' . var_export(rl_params(['renew' => true]), true) . ');
$other->lock("d", 0, 30);
usleep(' . 200000 * $scale . ');        // the thread waits for its next round
echo "renewer: ", count(rl_renewer_threads()), "\n";
printf("last line at %.6F\n", microtime(true));
');
$started = rl_php_start("$base.php", "$base.out", "$base.err");
[$code, $ended] = rl_php_wait($started, 60 * $scale);
$out = (string) file_get_contents("$base.out");
$err = (string) file_get_contents("$base.err");
echo 'the renewer ran: ', str_contains($out, 'renewer: 1') ? 'yes' : "no ($out)", "\n";
echo 'exit status 0: ', $code === 0 ? 'yes' : "no ($code)", "\n";
echo 'nothing on stderr: ', $err === '' ? 'yes' : "no ($err)", "\n";
if (preg_match('/^last line at ([\d.]+)$/m', $out, $m)) {
    $after = $ended - (float) $m[1];
    echo 'exited within half a second of its last line: ', $after < 0.5 * $scale ? 'yes' : "no ($after s)", "\n";
} else {
    echo "no last line: $out\n";
}
foreach (['a', 'b', 'c', 'd'] as $name) {
    rl_redis('DEL', rl_lock_key($name));
}
foreach (['php', 'out', 'err'] as $ext) {
    unlink("$base.$ext");
}
?>
--EXPECT--
the renewer ran: yes
exit status 0: yes
nothing on stderr: yes
exited within half a second of its last line: yes
