--TEST--
RedisQueue::work(): an idle worker blocked on an empty queue ($idleWait 5) hands a task enqueued by another process to its handler within milliseconds
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
// a server of its own: the suite's shared one holds other tests' waiters,
// so its count of blocked clients would not say that this worker waits
[$port] = rl_server_start();
putenv("REDISLOCK_TEST_PORT=$port");
$q = rl_queue();
$at = tempnam(sys_get_temp_dir(), 'rl-work');
$producer = rl_fork(function () use ($at, $port) {
    rl_wait_blocked($port, 1);                          // the worker is in its wait
    usleep(100000);
    file_put_contents($at, (string) hrtime(true));
    rl_queue()->enqueue('jobs', 'wake');
});
$seen = 0;
$t = hrtime(true);
$n = $q->work('jobs', function () use (&$seen) { $seen = hrtime(true); }, 1, 30, 0, 1, 1, 10, 0, 5);
echo 'producer exit: ', rl_fork_wait($producer), "\n";
$delay = ($seen - (int) file_get_contents($at)) / 1e6;
echo "handled $n, ", $delay < 50 * rl_time_scale() ? 'within 50 ms of the enqueue' : "$delay ms after the enqueue", "\n";
unlink($at);
?>
--EXPECT--
producer exit: 0
handled 1, within 50 ms of the enqueue
