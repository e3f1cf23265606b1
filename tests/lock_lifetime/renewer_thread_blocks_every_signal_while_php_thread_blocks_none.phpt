--TEST--
RedisLock renew: the renewer's thread (named redislock-renew in /proc/self/task) blocks every signal the kernel lets a thread block, so that a signal sent to the process (SIGPROF of max_execution_time, SIGALRM, pcntl's handlers) is always delivered to PHP's thread, whose mask stays as it was: none of those blocked
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/threads.inc';
$scale = rl_time_scale();
$lock = rl_lock(['renew' => true]);
var_dump($lock->lock('job', 0, 0.3 * $scale));
usleep((int) (200000 * $scale)); // renewing by now

$renewers = rl_renewer_threads();
echo 'one renewer thread: ', count($renewers) === 1 ? 'yes' : 'no (' . json_encode(rl_threads()) . ')', "\n";
$tid = $renewers[0];
/*
 * /proc/<pid>/task/<tid>/status shows the blocked set as 16 hex digits, bit
 * n-1 for signal n. The kernel never blocks SIGKILL (9) and SIGSTOP (19)
 * whatever a thread asks, so a thread that blocked everything shows every
 * other bit: fffffffffffbfeff with the glibc this was written on (older
 * glibc versions also keep their two internal signals, 32 and 33, unblocked:
 * fffffffe7ffbfeff), and valgrind (scripts/test -m) keeps the last one, 64,
 * for itself: 7ffffffe7ffbfeff. Anything else missing is a signal the
 * thread could take from PHP.
 */
$blocked = rl_signal_set(rl_thread_status($tid, 'SigBlk'));
$missing = array_values(array_diff(range(1, 64), $blocked));
$unblockable = [SIGKILL, SIGSTOP, 32, 33];
if (str_contains((string) getenv('LD_PRELOAD'), 'vgpreload')) { // under valgrind
    $unblockable[] = 64;
}
echo 'the renewer blocks every blockable signal: ', array_diff($missing, $unblockable) === []
    ? 'yes' : 'no (' . rl_thread_status($tid, 'SigBlk') . ', not blocked: ' . implode(' ', $missing) . ')', "\n";
echo 'SIGPROF, SIGALRM, SIGUSR1, SIGTERM among them: ',
    array_diff([SIGPROF, SIGALRM, SIGUSR1, SIGTERM], $blocked) === [] ? 'yes' : 'no', "\n";
$main = posix_getpid(); // PHP's thread is the process's first
$mainBlocked = rl_signal_set(rl_thread_status($main, 'SigBlk'));
echo "PHP's thread blocks none of them: ",
    array_intersect([SIGPROF, SIGALRM, SIGUSR1, SIGTERM], $mainBlocked) === []
    ? 'yes' : 'no (' . rl_thread_status($main, 'SigBlk') . ')', "\n";
echo "PHP's thread is not the renewer: ", $tid !== $main ? 'yes' : 'no', "\n";
var_dump($lock->unlock('job'));
?>
--EXPECT--
bool(true)
one renewer thread: yes
the renewer blocks every blockable signal: yes
SIGPROF, SIGALRM, SIGUSR1, SIGTERM among them: yes
PHP's thread blocks none of them: yes
PHP's thread is not the renewer: yes
bool(true)
