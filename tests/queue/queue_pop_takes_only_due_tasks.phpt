--TEST--
RedisQueue: pop()/top() return only tasks whose score <= server time; later ones stay queued
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$t = rl_redis('TIME');
$now = (int) $t[0];
rl_redis('ZADD', $key, (string) ($now - 100), 'past', (string) ($now - 1), 'just-due',
    (string) ($now + 30), 'soon', (string) ($now + 3600), 'later');
var_dump($q->enqueue('jobs', 'in-5s', 10, 5));
var_dump($q->enqueue('jobs', 'now'));
$ids = fn($tasks) => implode(',', array_map(fn($t) => $t['id'], $tasks));
echo $ids($q->top('jobs', 10)), "\n";
echo $ids($q->pop('jobs', 10)), "\n";
echo $ids($q->pop('jobs', 10)), "|\n";
var_dump($q->pop('jobs'), $q->top('jobs'));
var_dump(rl_redis('ZRANGE', $key, '0', '-1'));
?>
--EXPECT--
bool(true)
bool(true)
past,just-due,now
past,just-due,now
|
bool(false)
bool(false)
array(3) {
  [0]=>
  string(5) "in-5s"
  [1]=>
  string(4) "soon"
  [2]=>
  string(5) "later"
}
