--TEST--
RedisQueue::work(): SIGTERM while work() is blocked on an empty queue ends its wait at once; work() returns 0, and the handler it replaced (pcntl's) is back
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
// a private server, so that the one blocked client waited for is this worker
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
$heard = 0;
pcntl_async_signals(true);
pcntl_signal(SIGTERM, function () use (&$heard) { $heard++; });
$parent = getmypid();
$sender = rl_fork(function () use ($parent, $port) {
    rl_wait_blocked($port, 1);
    usleep(200000);
    posix_kill($parent, SIGTERM);
});
$t = hrtime(true);
$n = $q->work('jobs', function () {}, 1, 30, 0, 1, 0, 30, 0, 5);
$took = (hrtime(true) - $t) / 1e9;
rl_fork_wait($sender);
echo "handled $n, ", $took < 0.2 + 0.4 * rl_time_scale() ? 'ended soon after the signal' : "took $took s", "; pcntl heard $heard\n";
posix_kill(getmypid(), SIGTERM);
echo "after: pcntl heard $heard\n";
?>
--EXPECT--
handled 0, ended soon after the signal; pcntl heard 1
after: pcntl heard 2
