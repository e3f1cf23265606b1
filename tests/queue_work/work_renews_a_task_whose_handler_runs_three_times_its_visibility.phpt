--TEST--
RedisQueue::work(): while a handler runs three times its $visibility, the renewer's thread keeps extending the task's visibility, so a second worker polling with reserve() meanwhile never gets it; once the handler returns the task is acknowledged
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', 'long');
$started = tempnam(sys_get_temp_dir(), 'rl-work');
$poller = rl_fork(function () use ($started) {
    $q = rl_queue();
    for ($i = 0; $i < 500 && filesize($started) === 0; $i++) {   // until the handler runs
        usleep(10000);
        clearstatcache();
    }
    $got = 0;
    $end = microtime(true) + 1.6;
    for ($i = 0; $i < 1000 && microtime(true) < $end; $i++) {
        $got += $q->reserve('jobs', 1, 30) === false ? 0 : 1;
        usleep(20000);
    }
    return $got;                                                 // the exit code: deliveries seen
});
$n = $q->work('jobs', function (array $task) use ($started) {
    file_put_contents($started, '1');
    usleep(1800000);                                             // 1.8 s: three times the visibility
}, 1, 0.6, 0, 1, 1);
echo "handled $n; the poller got ", rl_fork_wait($poller), " deliveries\n";
echo 'long: ', rl_work_where('jobs', 'long'), "\n";
unlink($started);
?>
--EXPECT--
handled 1; the poller got 0 deliveries
long: gone, no attempts
