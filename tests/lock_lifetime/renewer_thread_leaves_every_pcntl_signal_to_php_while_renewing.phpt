--TEST--
RedisLock renew: with a pcntl handler installed before the first renewing lock, and while the renewer's thread renews a lock (every 0.1 s), 50 SIGUSR1 sent to the process one after the other (each once the previous one was handled) all run PHP's pcntl handler (async signals), none is lost to the renewer's thread, and the lock stays held and renewed throughout
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/threads.inc';
$scale = rl_time_scale();
// installed first, as a worker does at its start (starting the renewer's
// thread must leave PHP's signal mask as it was)
// the handler acknowledges each signal to the sender, which sends the next
// one after the acknowledgement (standard signals are not queued: two sent
// before the first is handled would count once)
[$ours, $theirs] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$handled = 0;
pcntl_async_signals(true);
pcntl_signal(SIGUSR1, function () use (&$handled, $ours) {
    $handled++;
    fwrite($ours, '.');
});

$lock = rl_lock(['renew' => true]);
var_dump($lock->lock('job', 0, 0.3 * $scale));
usleep((int) (100000 * $scale));
echo 'the renewer thread runs: ', count(rl_renewer_threads()) === 1 ? 'yes' : 'no', "\n";
$extendedBefore = rl_lifetimes_extended();
$parent = posix_getpid();
$sender = rl_fork(function () use ($parent, $theirs, $scale) {
    for ($i = 0; $i < 50; $i++) {
        usleep((int) (40000 * $scale));
        posix_kill($parent, SIGUSR1);
        $r = [$theirs];
        $w = $e = null;
        if (stream_select($r, $w, $e, 2 * $scale) !== 1 || fread($theirs, 1) !== '.') {
            return 50 - $i; // this one and the rest
        }
    }
    return 0;
});
fclose($theirs);
// PHP's thread sleeps meanwhile (each signal interrupts the sleep), as a
// worker waiting for work would
$deadline = microtime(true) + 20 * $scale;
while (($done = pcntl_waitpid($sender, $status, WNOHANG)) === 0 && microtime(true) < $deadline) {
    usleep(20000);
}
if ($done === 0) {
    posix_kill($sender, SIGKILL);
    pcntl_waitpid($sender, $status);
}
$lost = pcntl_wifexited($status) ? pcntl_wexitstatus($status) : -1;
pcntl_signal(SIGUSR1, SIG_DFL);
echo 'every signal was acknowledged by the handler: ', $lost === 0 ? 'yes' : "no ($lost lost)", "\n";
echo 'the handler ran 50 times: ', $handled === 50 ? 'yes' : "no ($handled)", "\n";
echo 'the renewer thread still runs: ', count(rl_renewer_threads()) === 1 ? 'yes' : 'no', "\n";
$extended = rl_lifetimes_extended() - $extendedBefore;
echo 'the lock was renewed meanwhile: ', $extended >= 5 ? 'yes' : "no ($extended)", "\n";
echo 'the lock is still held: ', $lock->isLocking('job') ? 'yes' : 'no', "\n";
var_dump($lock->unlock('job'));
?>
--EXPECT--
bool(true)
the renewer thread runs: yes
every signal was acknowledged by the handler: yes
the handler ran 50 times: yes
the renewer thread still runs: yes
the lock was renewed meanwhile: yes
the lock is still held: yes
bool(true)
