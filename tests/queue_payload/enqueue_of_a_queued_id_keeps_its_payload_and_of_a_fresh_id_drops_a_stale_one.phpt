--TEST--
RedisQueue put(): enqueue() of an id that is queued leaves its payload as it is (and its score); enqueue() of an id that is not queued drops any payload left for it (here by an old client's plain ZREM), so a fresh task never inherits old data; also through retryFailed() of a failed task that had none
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->put('jobs', ['a' => 'A', 'b' => 'B']);
$q->enqueue('jobs', ['a', 'x']);
rl_redis('ZREM', rl_queue_key('jobs'), 'b');   // an old client's consumer
$q->enqueue('jobs', 'b');
echo json_encode(array_map(static fn ($t) => [$t['id'], $t['payload'] ?? null], $q->top('jobs', 10))), "\n";
// a task enqueue() queued fails; a payload is left for its id by an outside hand; the retry drops it
$q->pop('jobs', 10);
$q->enqueue('jobs', 'f');
$t = $q->reserve('jobs', 1, 30);
$q->fail('jobs', 'f', $t['score']);
rl_redis('HSET', rl_queue_key_beside('jobs', ':payloads'), 'f', 'stale');
$q->retryFailed('jobs');
echo 'retried: ', implode(',', array_keys($q->pop('jobs'))), "\n";
echo 'keys left: ', implode(',', rl_test_keys()) ?: 'none', "\n";
?>
--EXPECT--
[["a","A"],["x",null],["b",null]]
retried: id,score
keys left: none
