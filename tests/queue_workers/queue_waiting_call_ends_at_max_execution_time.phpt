--TEST--
RedisQueue workers: under php-cgi with max_execution_time = 1, a reserve() waiting with $wait = 10 stops waiting at the end of the slice in which the execution time runs out, and the engine's fatal "Maximum execution time" follows after about a second, not 10 s, and takes nothing in its last run: a task that fell due meanwhile stays queued, untouched (the fatal error would throw it away). The limit counts CPU time on Linux, which a wait does not use: its SIGPROF is sent by a forked process 0.4 s into the wait, as the kernel sends it when the time is up)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$scale = rl_time_scale();
$script = '<?php
set_time_limit(1);
$q = new RedisQueue(' . var_export(rl_params(), true) . ');
$q->size("jobs");                        // connected
$q->enqueue("jobs", "precious", 10, ' . 0.7 * $scale . ');   // due after the signal, before the slice ends
$parent = getmypid();
$child = pcntl_fork();
if ($child === 0) {
    usleep(' . 400000 * $scale . ');
    posix_kill($parent, SIGPROF);          // what the kernel sends when the CPU time is up
    exit(0);
}
$start = hrtime(true);
register_shutdown_function(function () use ($start, $child) {
    pcntl_waitpid($child, $status);
    $error = error_get_last();
    printf("ended after %.3f s: %s\n", (hrtime(true) - $start) / 1e9, $error ? $error["message"] : "no error");
});
var_dump($q->reserve("jobs", 1, 30, 10));
echo "reserve() returned and the script went on\n";
';
try {
    $out = rl_php_cgi($script, 1);
    echo "php-cgi ended without an error:\n$out";
} catch (RuntimeException $e) {
    // php-cgi exits 255 after a fatal error; its output is in the message
    if (preg_match('/^ended after ([\d.]+) s: (.*)$/m', $e->getMessage(), $m)) {
        echo $m[2], "\n";
        $after = (float) $m[1];
        echo 'ended within a second of the signal: ', $after > 0.4 * $scale && $after < 0.4 * $scale + 1 + 0.2 * $scale
            ? 'yes' : "no ($after s)", "\n";
    } else {
        echo $e->getMessage(), "\n";
    }
    echo 'the script did not go on: ', str_contains($e->getMessage(), 'the script went on') ? 'no' : 'yes', "\n";
}
$attempts = rl_redis('HGET', rl_queue_key_beside('jobs', ':attempts'), 'precious');
[$s, $us] = rl_redis('TIME');
$score = rl_redis('ZSCORE', rl_queue_key('jobs'), 'precious');
// a reserve() would have moved it 30 s ahead and counted the delivery
echo 'the task is still queued, never delivered: ',
    $score !== null && (float) $score < $s + $us / 1e6 + 20 && $attempts === null ? 'yes' : 'no', "\n";
?>
--EXPECT--
Maximum execution time of 1 second exceeded
ended within a second of the signal: yes
the script did not go on: yes
the task is still queued, never delivered: yes
