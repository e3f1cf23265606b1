--TEST--
RedisQueue: an id enqueued again while reserved, then given up with fail(), is recorded in the failed set and queued again all the same (once, due when the enqueue() asked, attempts from 1); the same when $maxAttempts ends its deliveries
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', 'a');
$task = $q->reserve('jobs', 1, 30);
$q->enqueue('jobs', 'a');
$q->enqueue('jobs', 'a');
var_dump($q->fail('jobs', 'a', $task['score'], 'gave up'));
echo 'failed: ', implode(',', array_column($q->failed('jobs'), 'id')), "\n";
$again = $q->reserve('jobs', 1, 30);
echo 'queued again: ', $again['id'], ', attempts ', $again['attempts'], "\n";
var_dump($q->dequeue('jobs', 'a', $again['score']));
echo 'then nothing: ', var_export($q->reserve('jobs'), true), "\n";

// $maxAttempts 1: its second delivery fails it, and the pending run is queued
$visibility = 0.2 * rl_time_scale();
$q->enqueue('jobs', 'b');
$task = $q->reserve('jobs', 1, $visibility, 0, 1);
$q->enqueue('jobs', 'b');               // well within the visibility
usleep((int) (1.5 * $visibility * 1e6));
$next = $q->reserve('jobs', 1, 30, 0, 1);
echo 'after $maxAttempts: ', $next === false ? 'nothing' : "{$next['id']}, attempts {$next['attempts']}", "\n";
echo 'failed: ', implode(', ', array_map(static fn ($f) => "{$f['id']} ({$f['reason']})", $q->failed('jobs'))), "\n";
?>
--EXPECT--
bool(true)
failed: a
queued again: a, attempts 1
bool(true)
then nothing: false
after $maxAttempts: b, attempts 1
failed: a (gave up), b (attempts exhausted)
