--TEST--
RedisLock renew: a child forked from a process whose renewer's thread renews a lock has no renewer thread, and does not renew its parent's lock: with the parent killed (SIGKILL) right after the fork, the lock expires within its lifetime although the child lives on with its copy of the object; the child's own renewing lock starts a thread of the child's, which renews that lock only
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/threads.inc';
$scale = rl_time_scale();
$expire = 1.0 * $scale;
$report = tempnam(sys_get_temp_dir(), 'rl-renewer-fork');

// the parent: takes a renewing lock, forks, and is killed at once; the
// child reports to $report (it is the parent's child, not this process's)
$parent = rl_fork(function () use ($expire, $report) {
    $lock = rl_lock(['renew' => true]);
    if (!$lock->lock('parents', 0, $expire)) {
        throw new Exception('the parent could not lock');
    }
    $parentThreads = count(rl_threads());
    $parent = posix_getpid();
    $pid = pcntl_fork();
    if ($pid > 0) {
        posix_kill($parent, SIGKILL);
        sleep(100);
    }
    if ($pid < 0) {
        throw new Exception('fork failed');
    }
    // the child, its parent being killed meanwhile
    $out = "the parent had the renewer: " . ($parentThreads === 2 ? 'yes' : "no ($parentThreads threads)") . "\n";
    $out .= 'the child has only its own thread: ' . (count(rl_threads()) === 1 ? 'yes' : 'no') . "\n";
    $out .= 'the child says the renewer is: ' . rl_renewer_state() . "\n";
    $deadline = microtime(true) + 5; // the parent is gone
    while (posix_getppid() === $parent && microtime(true) < $deadline) {
        usleep(1000);
    }
    $t0 = microtime(true);
    $started = rl_renewals_started(); // the counters are the parent's so far
    // the child's own renewing lock, taken while its parent's still lives
    $out .= 'the child locks its own: ' . ($lock->lock('childs', 0, $expire) ? 'yes' : 'no') . "\n";
    $renewers = rl_renewer_threads();
    $out .= 'the child now has a renewer of its own: '
        . (count(rl_threads()) === 2 && count($renewers) === 1 && rl_renewer_state() === 'running' ? 'yes' : 'no') . "\n";
    // the parent's lock was taken before $t0; it must be gone by $t0 + $expire
    $gone = null;
    while (microtime(true) < $t0 + 3 * $expire) {
        if (rl_redis('EXISTS', rl_lock_key('parents')) === 0) {
            $gone = $gone ?? microtime(true) - $t0;
        }
        usleep(10000);
    }
    $out .= "the parent's lock expired within its lifetime and stayed gone: "
        . ($gone !== null && $gone < $expire + 0.1 * $expire && rl_redis('EXISTS', rl_lock_key('parents')) === 0
            ? 'yes' : 'no (' . var_export($gone, true) . ')') . "\n";
    $out .= "the child's lock outlived three lifetimes: " . ($lock->isLocking('childs') ? 'yes' : 'no') . "\n";
    $started = rl_renewals_started() - $started;
    $out .= 'the child started one renewal: ' . ($started === 1 ? 'yes' : "no ($started)") . "\n";
    $out .= "the child unlocks its own: " . ($lock->unlock('childs') ? 'yes' : 'no') . "\n";
    file_put_contents($report, $out . "done\n");
    return 0;
});
echo 'the parent was killed: ', rl_fork_wait($parent) === 128 + SIGKILL ? 'yes' : 'no', "\n";
$done = rl_file_wait_line($report, '/^done$/m', 10 * $expire + 10 * $scale);
echo $done ? '' : "the child did not report in time\n", file_get_contents($report);
unlink($report);
?>
--EXPECT--
the parent was killed: yes
the parent had the renewer: yes
the child has only its own thread: yes
the child says the renewer is: not started
the child locks its own: yes
the child now has a renewer of its own: yes
the parent's lock expired within its lifetime and stayed gone: yes
the child's lock outlived three lifetimes: yes
the child started one renewal: yes
the child unlocks its own: yes
done
