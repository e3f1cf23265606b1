--TEST--
RedisLock renew: a renewer whose server stopped answering (SIGSTOP) words each timed-out attempt ("no reply from ... within 0.2 s") while PHP's thread turns floats into strings: valgrind's DRD finds no conflicting access, as the thread formats its messages with the C library, not with PHP's snprintf (its %g goes through zend_dtoa(), whose Bigint free list is shared and unguarded in a non-thread-safe PHP)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/threads.inc';
$valgrind = trim((string) shell_exec('command -v valgrind'));
if ($valgrind === '') {
    throw new RuntimeException('valgrind is not installed (scripts/test installs it)');
}
/* as in renewer_thread_shares_no_memory_with_php_unsynchronised_under_drd */
$module = getenv('REDISLOCK_TEST_MODULE');
if (str_contains((string) getenv('LD_PRELOAD'), 'libasan')) {
    $module = realpath(__DIR__ . '/../../modules/redislock.so');
    if (!$module) {
        throw new RuntimeException('no plain build in modules/ for DRD beside the ASan build');
    }
}
$scale = rl_time_scale();
[$port, $pid] = rl_server_start();
$base = sys_get_temp_dir() . '/rl-renewer-drd-format-' . posix_getpid();
file_put_contents("$base.php", '<?php
require ' . var_export(__DIR__ . '/../inc/threads.inc', true) . ';
$lock = new RedisLock(' . var_export(rl_params(['port' => $port, 'renew' => true, 'read_timeout' => 0.2,
    'connect_timeout' => 0.2]), true) . ');
$lock->lock("job", 0, 1.2);  // renewed every 0.4 s, retried every 0.12 s once its server stops
echo "locked\n";
$deadline = microtime(true) + 60;
while (!file_exists(' . var_export("$base.stopped", true) . ') && microtime(true) < $deadline) {
    usleep(2000);
}
$text = "";
$end = microtime(true) + 3;
for ($i = 0; $i < 1000000 && microtime(true) < $end; $i++) {
    $text = (string) ($i / 7) . " " . json_encode($i * 0.1);
}
echo "formatted\n";
');
$env = ['USE_ZEND_ALLOC' => '1'] + array_filter(getenv(), fn ($name) => !preg_match('/^(LD_PRELOAD|ASAN_|UBSAN_|LSAN_'
    . '|VALGRIND_|USE_ZEND_ALLOC|ZEND_DONT_UNLOAD)/', $name), ARRAY_FILTER_USE_KEY);
$proc = proc_open([$valgrind, '--tool=drd', "--log-file=$base.drd", PHP_BINARY, '-d', 'pcre.jit=0',
    '-d', "extension=$module", "$base.php"], [0 => ['file', '/dev/null', 'r'], 1 => ['file', "$base.out", 'w'],
    2 => ['file', "$base.err", 'w']], $pipes, null, $env);
$locked = rl_file_wait_line("$base.out", '/^locked$/m', 120 * $scale);
posix_kill($pid, SIGSTOP);
touch("$base.stopped");
$status = proc_close($proc);
posix_kill($pid, SIGCONT);
rl_server_stop($pid);
$out = (string) file_get_contents("$base.out");
$log = (string) @file_get_contents("$base.drd");
echo 'the script ran under DRD: ', $locked && $status === 0 && str_contains($out, "formatted\n") ? 'yes'
    : "no ($status: $out" . file_get_contents("$base.err") . ")", "\n";
echo 'DRD reported no error: ', preg_match('/ERROR SUMMARY: 0 errors/', $log) ? 'yes' : "no:\n$log", "\n";
foreach (['php', 'out', 'err', 'drd', 'stopped'] as $ext) {
    @unlink("$base.$ext");
}
?>
--EXPECT--
the script ran under DRD: yes
DRD reported no error: yes
