--TEST--
RedisQueue put(): a task that fails (fail(), or reserve()'s $maxAttempts) keeps its payload in the failed set: failed() gives it (no "payload" key for a task enqueue() queued), retryFailed() queues it with it, purgeFailed() deletes it; a retried id queued already keeps its own payload
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$show = static fn (array $tasks) => json_encode(array_map(static fn ($t) => [$t['id'], $t['payload'] ?? null], $tasks));
$q->put('jobs', ['a' => "A\0", 'b' => 'B', 'c' => 'C']);
$q->enqueue('jobs', 'plain');
$tasks = $q->reserve('jobs', 4, 30);
foreach ($tasks as $t) {
    if ($t['id'] !== 'c') {
        $q->fail('jobs', $t['id'], $t['score'], 'broken');
    }
}
// c: delivered again once its visibility is over, failed by $maxAttempts 1
rl_redis('ZADD', rl_queue_key('jobs'), 'XX', '1', 'c');
var_dump($q->reserve('jobs', 1, 30, 0, 1));
echo 'failed: ', $show($q->failed('jobs')), "\n";
echo 'queued payloads: ', rl_redis('EXISTS', rl_queue_key_beside('jobs', ':payloads')), "\n";
// b queued again with another payload before the retry: it keeps it
$q->put('jobs', ['b' => 'newer']);
var_dump($q->retryFailed('jobs', ['a', 'b', 'plain']));
echo 'queued: ', $show($q->pop('jobs', 10)), "\n";
var_dump($q->purgeFailed('jobs'));
echo 'keys left: ', implode(',', rl_test_keys()) ?: 'none', "\n";
?>
--EXPECT--
bool(false)
failed: [["a","A\u0000"],["b","B"],["plain",null],["c","C"]]
queued payloads: 0
int(3)
queued: [["b","newer"],["a","A\u0000"],["plain",null]]
int(1)
keys left: none
