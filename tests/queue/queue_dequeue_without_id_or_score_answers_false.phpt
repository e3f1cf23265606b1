--TEST--
RedisQueue: dequeue() with a null or '' score, or a null or '' id, answers false and removes nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
rl_redis('ZADD', $key, '1000', 'a', '0', '');   // even a member named '' with score 0
var_dump($q->dequeue('jobs', 'a', null));
var_dump($q->dequeue('jobs', 'a', ''));
var_dump($q->dequeue('jobs', null, 1000));
var_dump($q->dequeue('jobs', '', 0));
var_dump($q->dequeue('jobs', '', '0'));
var_dump(rl_redis('ZCARD', $key));
var_dump($q->dequeue('jobs', 'a', 1000));
var_dump(rl_redis('ZCARD', $key));
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
int(2)
bool(true)
int(1)
