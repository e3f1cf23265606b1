--TEST--
RedisLock renew: under php-cgi with set_time_limit(1), a script that holds a lock the renewer's thread renews (every 0.1 s) and then loops without end is stopped by the engine's fatal "Maximum execution time" after about a second of CPU time: the kernel's SIGPROF reaches PHP's thread, not the renewer's, and the lock is renewed until then
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/threads.inc';
$scale = rl_time_scale();
$script = '<?php
ini_set("pcre.jit", "0");  // its code confuses memcheck (scripts/test -m)
require ' . var_export(__DIR__ . '/../inc/threads.inc', true) . ';
$lock = new RedisLock(' . var_export(rl_params(['renew' => true]), true) . ');
$lock->lock("job", 0, 0.3);  // renewed every 0.1 s, under valgrind as well
echo "renewer thread: ", count(rl_renewer_threads()), "\n";
$cpu = function () {
    $u = getrusage();
    return $u["ru_utime.tv_sec"] + $u["ru_utime.tv_usec"] / 1e6 + $u["ru_stime.tv_sec"] + $u["ru_stime.tv_usec"] / 1e6;
};
$start = hrtime(true);
$cpuStart = $cpu();
register_shutdown_function(function () use ($start, $cpu, $cpuStart) {
    $error = error_get_last();
    printf("ended after %.3f s of CPU time: %s\n", $cpu() - $cpuStart, $error ? $error["message"] : "no error");
    echo "extended: ", rl_lifetimes_extended(), "\n";
});
set_time_limit(1);
for ($i = 0; ; $i++) {     // CPU time, which the limit counts on Linux
    if ($i % 100000 === 0) {
        // a system call now and then, as real work makes: valgrind, which
        // runs one thread at a time, hands over to the renewer only then
        usleep(100);
        if (hrtime(true) - $start > ' . 10 * $scale . ' * 1e9) {
            echo "the loop ran 10 s\n";
            break;
        }
    }
}
';
try {
    $out = rl_php_cgi($script, 1);
    echo "php-cgi ended without an error:\n$out";
} catch (RuntimeException $e) {
    // php-cgi exits 255 after a fatal error; its output is in the message
    $out = $e->getMessage();
    echo 'the renewer thread ran: ', str_contains($out, 'renewer thread: 1') ? 'yes' : 'no', "\n";
    if (preg_match('/^ended after ([\d.]+) s of CPU time: (.*)$/m', $out, $m)) {
        echo $m[2], "\n";
        // the process's CPU time (the renewer's included, as the kernel's
        // timer counts it), not the wall time: other work on the machine
        // makes that longer (under heavy load it was seen reaching 1.9 s of
        // CPU time; without the signal the loop would run 10 s)
        $after = (float) $m[1];
        echo 'ended after about a second of CPU time: ', $after < 1 + 2 * $scale ? 'yes' : "no ($after s)", "\n";
    } else {
        echo $out, "\n";
    }
    echo 'the loop did not run 10 s: ', str_contains($out, 'the loop ran 10 s') ? 'no' : 'yes', "\n";
    preg_match('/^extended: (\d+)$/m', $out, $m);
    // every 0.1 s (under valgrind, which runs one thread at a time, less often)
    echo 'the lock was renewed while the loop ran: ', ($m[1] ?? 0) >= ($scale > 1 ? 1 : 3) ? 'yes' : 'no (' . ($m[1] ?? '?') . ')', "\n";
}
?>
--EXPECT--
the renewer thread ran: yes
Maximum execution time of 1 second exceeded
ended after about a second of CPU time: yes
the loop did not run 10 s: yes
the lock was renewed while the loop ran: yes
