--TEST--
RedisQueue::work(): a task queued by put() reaches the handler with its payload (binary-safe); a task whose handler returns is acknowledged with its payload dropped, one backed off keeps its payload for its next run, and one failed after $maxAttempts keeps its payload in the failed set, which retryFailed() queues again with it; a task queued by enqueue() has no payload key, as reserve() gives it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$payloads = rl_queue_key_beside('jobs', ':payloads');
$q->put('jobs', ['ok' => "data\0\x80", 'bad' => 'poison']);
$q->enqueue('jobs', 'plain');
// tasks not due, so that the queue stays larger than its payloads' hash
// (a hash larger than the queue is tidied by the next reservation)
$q->enqueue('jobs', ['d1', 'd2', 'd3', 'd4', 'd5'], 10, 60);
$seen = [];
$n = $q->work('jobs', function (array $task) use (&$seen) {
    $seen[] = $task['id'] . ' ' . (array_key_exists('payload', $task) ? bin2hex($task['payload']) : 'no payload');
    if ($task['id'] === 'bad') {
        throw new RuntimeException('cannot');
    }
}, 1, 30, 2, 0, 0, 0, 0, 0);
sort($seen);
echo "handled $n\n", implode("\n", $seen), "\n";
echo 'payloads left of queued tasks: ', rl_redis('HLEN', $payloads), "\n";
$failed = $q->failed('jobs');
echo 'failed: ', $failed[0]['id'], ' with payload ', $failed[0]['payload'], "\n";
echo 'retried: ', $q->retryFailed('jobs'), "\n";
$task = $q->reserve('jobs', 1, 30);
echo 'reserved again: ', $task['id'], ' with payload ', $task['payload'], "\n";
?>
--EXPECT--
handled 4
bad 706f69736f6e
bad 706f69736f6e
ok 646174610080
plain no payload
payloads left of queued tasks: 0
failed: bad with payload poison
retried: 1
reserved again: bad with payload poison
