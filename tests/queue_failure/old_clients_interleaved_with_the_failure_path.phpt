--TEST--
RedisQueue failure path with old clients interleaved (plain ZADD as the original class enqueues, plain ZREM as its dequeue): a task an old producer added runs, fails and is retried like any other; a reserved task an old consumer removed is gone for ack() and fail() (0 and false), and the run asked for while it was reserved never makes a later task of that id run twice; an old producer's ZADD of a reserved id is not a run asked for (it only moves the score, as it always did); stats() and the failed set stay consistent
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$rerun = rl_queue_key_beside('jobs', ':rerun');
$now = static fn () => var_export(microtime(true), true);
rl_redis('ZADD', $key, $now(), 'old-a');
rl_redis('ZADD', $key, $now(), 'old-b');
$tasks = array_column($q->reserve('jobs', 2, 30), null, 'id');
var_dump($q->fail('jobs', 'old-a', $tasks['old-a']['score'], 'from an old producer'));
echo 'retried: ', $q->retryFailed('jobs', 'old-a'), "\n";
$again = $q->reserve('jobs', 1, 30);
echo 'old-a again, attempts ', $again['attempts'], ', acknowledged: ', $q->ack('jobs', [$again]), "\n";
// old-b: enqueued again while reserved, then removed by an old consumer
$q->enqueue('jobs', 'old-b');
echo 'run asked for: ', rl_redis('HEXISTS', $rerun, 'old-b'), "\n";
rl_redis('ZREM', $key, 'old-b');
echo 'ack of a task an old consumer removed: ', $q->ack('jobs', [$tasks['old-b']]), "\n";
var_dump($q->fail('jobs', 'old-b', $tasks['old-b']['score']));
// enqueued anew, old-b runs once: the run asked for before the old
// consumer removed it belonged to that earlier task
$q->enqueue('jobs', 'old-b');
echo 'enqueued anew, runs asked for: ', rl_redis('EXISTS', $rerun), "\n";
$b = $q->reserve('jobs', 1, 30);
echo 'old-b runs: ', $q->ack('jobs', [$b]), ', then: ', var_export($q->reserve('jobs'), true), "\n";
// an old producer's ZADD of a reserved id moves its score, asks for no run
$q->enqueue('jobs', 'c');
$c = $q->reserve('jobs', 1, 30);
rl_redis('ZADD', $key, $now(), 'c');
echo 'old ZADD of a reserved id, run asked for: ', rl_redis('EXISTS', $rerun), "\n";
$c2 = $q->reserve('jobs', 1, 30);
echo 'delivered again (its score moved), attempts ', $c2['attempts'], ', acknowledged: ', $q->ack('jobs', [$c, $c2]), "\n";
echo json_encode($q->stats('jobs')), "\n";
echo 'keys: ', implode(', ', rl_test_keys()) ?: 'none', "\n";
?>
--EXPECT--
bool(true)
retried: 1
old-a again, attempts 1, acknowledged: 1
run asked for: 1
ack of a task an old consumer removed: 0
bool(false)
enqueued anew, runs asked for: 0
old-b runs: 1, then: false
old ZADD of a reserved id, run asked for: 0
delivered again (its score moved), attempts 2, acknowledged: 1
{"size":0,"due":0,"reserved":0,"delayed":0,"failed":0,"oldestDueAge":0,"waiting":0}
keys: none
