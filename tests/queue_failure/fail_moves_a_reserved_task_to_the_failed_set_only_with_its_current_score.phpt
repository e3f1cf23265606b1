--TEST--
RedisQueue fail(): a reserved task whose score is unchanged leaves the queue for the failed set (true); with a score that changed since (touched, delivered again) or for a task that is gone, fail() is false and changes nothing; the other tasks stay queued
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', ['a', 'b']);
[$a, $b] = $q->reserve('jobs', 2, 30);
$touched = $q->touch('jobs', 'a', $a['score'], 60);
var_dump($q->fail('jobs', 'a', $a['score'], 'with the score before touch()'));
var_dump($q->fail('jobs', 'a', $touched, 'boom'));
var_dump($q->fail('jobs', 'a', $touched, 'once more'));
var_dump($q->fail('jobs', 'never queued', 1.0));
echo 'queued: ', implode(',', rl_redis('ZRANGE', rl_queue_key('jobs'), '0', '-1')), "\n";
echo 'failed: ', implode(',', array_column($q->failed('jobs'), 'id')), "\n";
echo 'reason: ', $q->failed('jobs')[0]['reason'], "\n";
var_dump($q->dequeue('jobs', 'b', $b['score']));
?>
--EXPECT--
bool(false)
bool(true)
bool(false)
bool(false)
queued: b
failed: a
reason: boom
bool(true)
