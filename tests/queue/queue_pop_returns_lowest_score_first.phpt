--TEST--
RedisQueue: pop() and top() return due tasks lowest score first, whatever the insertion order
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
rl_redis('ZADD', $key, '3000.5', 'third');
rl_redis('ZADD', $key, '1000.25', 'first');
rl_redis('ZADD', $key, '5000', 'fifth');
rl_redis('ZADD', $key, '2000.75', 'second');
rl_redis('ZADD', $key, '4000.125', 'fourth');
$ids = fn($tasks) => implode(',', array_map(fn($t) => $t['id'] . '@' . $t['score'], $tasks));
echo $ids($q->top('jobs', 10)), "\n";
echo $q->top('jobs')['id'], "\n";
echo $q->pop('jobs')['id'], "\n";
echo $ids($q->pop('jobs', 2)), "\n";
echo $ids($q->pop('jobs', 10)), "\n";
var_dump(rl_redis('EXISTS', $key));
?>
--EXPECT--
first@1000.25,second@2000.75,third@3000.5,fourth@4000.125,fifth@5000
first
first
second@2000.75,third@3000.5
fourth@4000.125,fifth@5000
int(0)
