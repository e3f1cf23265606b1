--TEST--
RedisQueue: dequeue() removes the id only when $score equals its score exactly; the float from top() round-trips bit for bit
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
var_dump($q->enqueue('jobs', ['a', 'b']));
$task = $q->top('jobs');
$score = $task['score'];
// one ulp away either side, and a microsecond away
$up = unpack('q', pack('d', $score))[1];
$next = unpack('d', pack('q', $up + 1))[1];
$prev = unpack('d', pack('q', $up - 1))[1];
var_dump($next !== $score && $prev !== $score);
var_dump($q->dequeue('jobs', $task['id'], $next));
var_dump($q->dequeue('jobs', $task['id'], $prev));
var_dump($q->dequeue('jobs', $task['id'], $score + 1e-6));
var_dump($q->dequeue('jobs', $task['id'], round($score)));
var_dump($q->dequeue('jobs', 'not-queued', $score));
var_dump(rl_redis('ZCARD', $key));
var_dump($q->dequeue('jobs', $task['id'], $score));
var_dump(rl_redis('ZSCORE', $key, $task['id']));
var_dump($q->dequeue('jobs', $task['id'], $score));     // already gone
var_dump(rl_redis('ZCARD', $key));
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
int(2)
bool(true)
NULL
bool(false)
int(1)
