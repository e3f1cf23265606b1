--TEST--
RedisQueue: a reserve() waiting with $wait whose connection is killed (CLIENT KILL) reconnects and goes on waiting: it takes the task enqueued afterwards, within its $wait
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
$q->size('jobs');      // connected
$pid = rl_fork(function () use ($port) {
    usleep(300000);
    rl_redis_at($port, 'CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    usleep(300000);
    (new RedisQueue(rl_params(['port' => $port])))->enqueue('jobs', 'after-the-kill');
});
$t0 = microtime(true);
$task = $q->reserve('jobs', 1, 30, 5);
$took = microtime(true) - $t0;
echo 'task: ', $task['id'] ?? 'none', ', taken after the enqueue and within its wait: ', $took > 0.55 && $took < 0.6 + 0.6 * rl_time_scale() ? 'yes' : "no ($took s)", "\n";
echo 'child: ', rl_fork_wait($pid), "\n";
echo 'connections of this process: ', rl_counter('Connections opened'), "\n";
?>
--EXPECT--
task: after-the-kill, taken after the enqueue and within its wait: yes
child: 0
connections of this process: 2
