--TEST--
RedisQueue::work(): a handler that returns acknowledges its task (it leaves the queue, its deliveries forgotten); the handler gets the task as reserve() returns it, and work() returns how many it handled
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', ['a', 'b', 'c']);
$seen = [];
$n = $q->work('jobs', function (array $task) use (&$seen) {
    $seen[] = $task['id'] . ':' . $task['attempts'] . ':' . (is_float($task['score']) ? 'float' : 'not');
}, 2, 30, 0, 1, 3);
echo "handled $n: ", implode(' ', $seen), "\n";
echo 'queue: ', $q->size('jobs'), ' attempts hash: ', rl_redis('EXISTS', rl_queue_key_beside('jobs', ':attempts')), "\n";
echo 'stats: ', json_encode(array_intersect_key($q->stats('jobs'), ['size' => 1, 'reserved' => 1, 'failed' => 1])), "\n";
?>
--EXPECT--
handled 3: a:1:float b:1:float c:1:float
queue: 0 attempts hash: 0
stats: {"size":0,"reserved":0,"failed":0}
