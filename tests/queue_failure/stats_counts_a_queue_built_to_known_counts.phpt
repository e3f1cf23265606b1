--TEST--
RedisQueue stats(): against a queue built to known counts (5 due: 2 of them due again after their visibility ran out, one due for 2 s; 4 reserved; 5 delayed; 6 failed; 2 callers blocked in a wait on another queue), one call answers size, due, reserved, delayed, failed, oldestDueAge and waiting as built; an unknown queue answers zeros; a null or "" name answers []
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/workers.inc';
// a private server: the clients blocked on it are this test's alone
[$port] = rl_server_start();
$params = rl_params(['port' => $port]);
$q = new RedisQueue($params);
$key = rl_queue_key('jobs');
$q->enqueue('jobs', ['f1', 'f2', 'f3', 'f4', 'f5', 'f6']);
foreach ($q->reserve('jobs', 6, 30) as $t) {
    $q->fail('jobs', $t['id'], $t['score'], 'for the count');
}
$q->enqueue('jobs', ['r1', 'r2', 'r3', 'r4']);
$q->reserve('jobs', 4, 30);
$q->enqueue('jobs', ['a1', 'a2']);
$visibility = 0.05 * rl_time_scale();
$q->reserve('jobs', 2, $visibility);  // due again soon
$q->enqueue('jobs', ['l1', 'l2', 'l3', 'l4', 'l5'], 10, 60);
usleep((int) (2 * $visibility * 1e6));
$q->enqueue('jobs', ['d1', 'd2']);
echo 'unknown queue: ', json_encode($q->stats('other')), "\n";
$callers = rl_callers_start(2, $params, static fn (RedisQueue $w) => $w->pop('empty', 1, 10, 5));
rl_callers_go($callers);
rl_wait_blocked($port, 2);
echo 'waiting on "empty": ', $q->stats('empty')['waiting'], "\n";
[$s, $us] = rl_redis_at($port, 'TIME');
rl_redis_at($port, 'ZADD', $key, sprintf('%.6f', $s + $us / 1e6 - 2), 'old');   // due for 2 s, by an old client
$stats = $q->stats('jobs');
$age = $stats['oldestDueAge'];
unset($stats['oldestDueAge']);
echo json_encode($stats), "\n";
echo 'oldestDueAge about 2 s, a float: ', is_float($age) && $age >= 2 && $age < 3 ? 'yes' : "no ($age)", "\n";
$q->enqueue('empty', ['w1', 'w2']);
rl_callers_results($callers, 10);
var_dump($q->stats(null), $q->stats(''));
?>
--EXPECT--
unknown queue: {"size":0,"due":0,"reserved":0,"delayed":0,"failed":0,"oldestDueAge":0,"waiting":0}
waiting on "empty": 2
{"size":14,"due":5,"reserved":4,"delayed":5,"failed":6,"waiting":0}
oldestDueAge about 2 s, a float: yes
array(0) {
}
array(0) {
}
