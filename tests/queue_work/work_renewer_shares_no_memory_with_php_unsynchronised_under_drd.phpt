--TEST--
RedisQueue::work(): valgrind's DRD race detector finds no conflicting access between the renewer's thread, which touches the tasks of the batch in hand every 0.1 s ($visibility 0.3), and PHP's thread, whose handlers turn floats into strings meanwhile and whose loop removes each task's renewal to settle it: the thread keeps the scores as text and formats no float (PHP's %g goes through zend_dtoa(), whose free list is not for threads)
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
/*
 * DRD runs the module on the plain PHP: under scripts/test --asan the module
 * under test needs the sanitizers' runtimes, which cannot run under
 * valgrind, so DRD takes the plain build of the same sources that
 * scripts/test made beside it (modules/). Under scripts/test -m this process
 * runs under memcheck, which does not trace into valgrind (VALGRIND_OPTS:
 * --trace-children-skip, valgrind cannot run under itself).
 */
$module = getenv('REDISLOCK_TEST_MODULE');
if (str_contains((string) getenv('LD_PRELOAD'), 'libasan')) {
    $module = realpath(__DIR__ . '/../../modules/redislock.so');
    if (!$module) {
        throw new RuntimeException('no plain build in modules/ for DRD beside the ASan build');
    }
}
$base = sys_get_temp_dir() . '/rl-work-drd-' . posix_getpid();
file_put_contents("$base.php", '<?php
require ' . var_export(__DIR__ . '/../inc/threads.inc', true) . ';
$queue = new RedisQueue(' . var_export(rl_params(), true) . ');
$queue->enqueue("jobs", range(1, 6));
$n = $queue->work("jobs", function (array $task) {
    $end = microtime(true) + 0.4;
    for ($i = 0; $i < 10000 && microtime(true) < $end; $i++) {
        $text = sprintf("%.17g %g", $task["score"] + $i / 7, M_PI * $i);   // floats formatted meanwhile
        usleep(2000);
    }
}, 3, 0.3, 0, 1, 6, 0, 0, 0);
echo "handled: $n\n";
echo "renewer: ", count(rl_renewer_threads()), "\n";
echo "extended: ", rl_lifetimes_extended(), "\n";
');
$env = ['USE_ZEND_ALLOC' => '1'] + array_filter(getenv(), fn ($name) => !preg_match('/^(LD_PRELOAD|ASAN_|UBSAN_|LSAN_'
    . '|VALGRIND_|USE_ZEND_ALLOC|ZEND_DONT_UNLOAD)/', $name), ARRAY_FILTER_USE_KEY);
$proc = proc_open([$valgrind, '--tool=drd', "--log-file=$base.drd", PHP_BINARY, '-d', 'pcre.jit=0',
    '-d', "extension=$module", "$base.php"], [0 => ['file', '/dev/null', 'r'], 1 => ['file', "$base.out", 'w'],
    2 => ['file', "$base.err", 'w']], $pipes, null, $env);
$status = proc_close($proc);
$out = (string) file_get_contents("$base.out");
$log = (string) @file_get_contents("$base.drd");
echo 'the script ran under DRD: ', $status === 0 && preg_match('/^handled: 6$/m', $out) ? 'yes'
    : "no ($status: $out" . file_get_contents("$base.err") . ")", "\n";
preg_match('/^extended: (\d+)$/m', $out, $m);
echo 'its tasks were renewed meanwhile: ', ($m[1] ?? 0) >= 10 ? 'yes' : 'no (' . ($m[1] ?? '?') . ')', "\n";
echo 'DRD reported no error: ', preg_match('/ERROR SUMMARY: 0 errors/', $log) ? 'yes' : "no:\n$log", "\n";
foreach (['php', 'out', 'err', 'drd'] as $ext) {
    @unlink("$base.$ext");
}
?>
--EXPECT--
the script ran under DRD: yes
its tasks were renewed meanwhile: yes
DRD reported no error: yes
