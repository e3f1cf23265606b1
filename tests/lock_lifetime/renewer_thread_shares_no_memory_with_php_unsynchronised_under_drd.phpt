--TEST--
RedisLock renew: valgrind's DRD race detector finds no conflicting access between the renewer's thread and PHP's in a script that keeps locks renewed every 0.1 s for 2 s while PHP's thread takes, extends and releases others, checks them and reads phpinfo()'s counters: the thread uses plain C memory and its own table under a mutex, never PHP's allocator (PHP's own allocator is on, so an emalloc() of the thread would race on its heap) nor the module's globals
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
$base = sys_get_temp_dir() . '/rl-renewer-drd-' . posix_getpid();
file_put_contents("$base.php", '<?php
require ' . var_export(__DIR__ . '/../inc/threads.inc', true) . ';
$params = ' . var_export(rl_params(['renew' => true]), true) . ';
$lock = new RedisLock($params);
$capped = new RedisLock($params + ["renew_max" => 1]);  // its renewals end while the thread runs
foreach (["a", "b", "c", "d"] as $name) {
    $lock->lock($name, 0, 0.3);
}
$capped->lock("e", 0, 0.3);
echo "renewer: ", count(rl_renewer_threads()), "\n";
$end = microtime(true) + 2;
for ($i = 0; $i < 1000 && microtime(true) < $end; $i++) {
    $lock->isLocking("a");
    $lock->lock("t$i", 0, 0.3);          // added while the thread renews
    if ($i % 3 === 0) {
        $lock->expire("b", 0.4);         // retimed
    }
    $lock->unlock("t$i");                // removed
    $capped->isLocking("e");             // its renewal state read
    rl_lifetimes_extended();             // the counters, and the stats of the module
    usleep(20000);
}
foreach (["a", "b", "c", "d"] as $name) {
    $lock->unlock($name);
}
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
echo 'the script ran under DRD: ', $status === 0 && preg_match('/^renewer: 1$/m', $out) ? 'yes'
    : "no ($status: $out" . file_get_contents("$base.err") . ")", "\n";
preg_match('/^extended: (\d+)$/m', $out, $m);
echo 'its locks were renewed meanwhile: ', ($m[1] ?? 0) >= 20 ? 'yes' : 'no (' . ($m[1] ?? '?') . ')', "\n";
echo 'DRD reported no error: ', preg_match('/ERROR SUMMARY: 0 errors/', $log) ? 'yes' : "no:\n$log", "\n";
foreach (['php', 'out', 'err', 'drd'] as $ext) {
    @unlink("$base.$ext");
}
?>
--EXPECT--
the script ran under DRD: yes
its locks were renewed meanwhile: yes
DRD reported no error: yes
