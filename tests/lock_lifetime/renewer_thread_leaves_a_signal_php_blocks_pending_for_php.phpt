--TEST--
RedisLock renew: a SIGUSR1 sent to the process while PHP's thread blocks it (pcntl_sigprocmask) and the renewer's thread renews a lock stays pending for the process (ShdPnd in /proc/<pid>/status), as it would with PHP's thread alone: the renewer's thread, which blocks every signal, does not take it, and PHP's handler runs once, only when PHP unblocks it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/threads.inc';
$scale = rl_time_scale();
$handled = 0;
pcntl_async_signals(true);
pcntl_signal(SIGUSR1, function () use (&$handled) {
    $handled++;
});
$lock = rl_lock(['renew' => true]);
var_dump($lock->lock('job', 0, 0.3 * $scale));
echo 'the renewer thread runs: ', count(rl_renewer_threads()) === 1 ? 'yes' : 'no', "\n";
$pending = function (): array {
    preg_match('/^ShdPnd:\s*(\S+)/m', (string) file_get_contents('/proc/' . posix_getpid() . '/status'), $m);
    return rl_signal_set($m[1] ?? '0');
};

pcntl_sigprocmask(SIG_BLOCK, [SIGUSR1]);
posix_kill(posix_getpid(), SIGUSR1); // to the process: any thread that does not block it may take it
// a thread that did not block it would take it at once; give it time
// through a few renewals
$end = microtime(true) + 0.3 * $scale;
while (microtime(true) < $end && in_array(SIGUSR1, $pending(), true)) {
    usleep(10000);
}
echo 'the signal is still pending for the process after 0.3 s: ', in_array(SIGUSR1, $pending(), true) ? 'yes' : 'no', "\n";
echo 'the handler has not run: ', $handled === 0 ? 'yes' : "no ($handled)", "\n";
pcntl_sigprocmask(SIG_UNBLOCK, [SIGUSR1]);
for ($i = 0; $i < 100 && $handled === 0; $i++) {
    usleep(10000);
}
echo 'the handler ran once PHP unblocked it: ', $handled === 1 ? 'yes' : "no ($handled)", "\n";
echo 'nothing pending any more: ', in_array(SIGUSR1, $pending(), true) ? 'no' : 'yes', "\n";
echo 'the lock is still held: ', $lock->isLocking('job') ? 'yes' : 'no', "\n";
pcntl_signal(SIGUSR1, SIG_DFL);
var_dump($lock->unlock('job'));
?>
--EXPECT--
bool(true)
the renewer thread runs: yes
the signal is still pending for the process after 0.3 s: yes
the handler has not run: yes
the handler ran once PHP unblocked it: yes
nothing pending any more: yes
the lock is still held: yes
bool(true)
