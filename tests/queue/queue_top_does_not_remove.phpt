--TEST--
RedisQueue: top() reads the same due tasks again and again without removing them; pop() then takes them
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->enqueue('jobs', ['a', 'b', 'c']));
$one = $q->top('jobs');
$all = $q->top('jobs', 10);
var_dump($q->top('jobs') === $one, $q->top('jobs', 10) === $all, count($all));
var_dump(rl_redis('ZCARD', rl_queue_key('jobs')));
var_dump($q->pop('jobs', 10) === $all);
var_dump($q->top('jobs'), rl_redis('EXISTS', rl_queue_key('jobs')));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
int(3)
int(3)
bool(true)
bool(false)
int(0)
