--TEST--
RedisQueue::work(): SIGTERM in a process with no handler of its own for it (PHP's default: the signal ends the process) stops work() gracefully instead: the task in the handler is acknowledged and work() returns; after it the default is back and SIGTERM ends the process
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', ['a', 'b']);
$out = tempnam(sys_get_temp_dir(), 'rl-work');
$worker = rl_fork(function () use ($out) {
    $n = rl_queue()->work('jobs', function () { posix_kill(getmypid(), SIGTERM); }, 2, 30, 0, 1, 0, 10, 0, 1);
    file_put_contents($out, "work() returned $n\n");
    posix_kill(getmypid(), SIGTERM);
    usleep(2000000);
    file_put_contents($out, "still alive\n", FILE_APPEND);
});
$status = rl_fork_wait($worker);
echo file_get_contents($out), 'exit: ', $status === 128 + SIGTERM ? 'killed by SIGTERM' : $status, "\n";
echo 'a: ', rl_work_where('jobs', 'a'), '; b: ', rl_work_where('jobs', 'b'), "\n";
unlink($out);
?>
--EXPECT--
work() returned 1
exit: killed by SIGTERM
a: gone, no attempts; b: due, no attempts
