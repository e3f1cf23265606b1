--TEST--
RedisQueue workers: a task added with a plain ZADD (as the original class did, scored with the server's time; it wakes nobody) is taken by a reserve() already waiting with $wait = 5 within a second: the wait is cut in slices of at most a second
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/workers.inc';
$scale = rl_time_scale();
// a private server: its blocked clients are this test's waiter alone
[$port] = rl_server_start();
$params = rl_params(['port' => $port]);

$waiter = rl_callers_start(1, $params, fn (RedisQueue $q) => $q->reserve('jobs', 1, 30, 5));
rl_callers_go($waiter);
rl_wait_blocked($port, 1);
usleep(100000);                              // into the first slice
$time = rl_redis_at($port, 'TIME');
$added = hrtime(true);
var_dump(rl_redis_at($port, 'ZADD', rl_queue_key('jobs'), sprintf('%d.%06d', $time[0], $time[1]), 'old-client-task'));
[$r] = rl_callers_results($waiter, 10);
echo $r['result'], "\n";
$s = ($r['end'] - $added) / 1e9;
echo 'taken within 1.2 s of the ZADD: ', $s < 1 + 0.2 * $scale ? 'yes' : "no ($s s)", "\n";
echo 'exit code: ', $r['exit'], "\n";
?>
--EXPECTF--
int(1)
array (
  'id' => 'old-client-task',
  'score' => %f,
  'attempts' => 1,
)
taken within 1.2 s of the ZADD: yes
exit code: 0
