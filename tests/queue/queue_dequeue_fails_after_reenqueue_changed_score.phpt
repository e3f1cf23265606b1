--TEST--
RedisQueue: a dequeue() with a score read before the task was taken and re-enqueued fails; the new score works
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$reader = rl_queue();
$other = rl_queue();
$key = rl_queue_key('jobs');
var_dump($reader->enqueue('jobs', 'task'));
$seen = $reader->top('jobs');                        // consumer A reads the task
$taken = $other->top('jobs');                         // consumer B reads it too ...
var_dump($other->dequeue('jobs', $taken['id'], $taken['score']));   // ... and takes it
usleep(2000);
var_dump($other->enqueue('jobs', 'task'));           // the task is queued again
$now = $reader->top('jobs');
var_dump($now['score'] > $seen['score']);
var_dump($reader->dequeue('jobs', $seen['id'], $seen['score']));    // A's read is stale
var_dump((float) rl_redis('ZSCORE', $key, 'task') === $now['score']);   // still queued, new score
var_dump($reader->dequeue('jobs', $now['id'], $now['score']));
var_dump(rl_redis('EXISTS', $key));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
int(0)
