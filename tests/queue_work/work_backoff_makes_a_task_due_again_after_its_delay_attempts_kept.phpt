--TEST--
RedisQueue::work(): a handler that throws leaves its task due again after its backoff by the server's clock ($backoff[attempts - 1], the last element once past the end; a number alone for every attempt), its attempts kept
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', 'a');
$fail = function () { throw new RuntimeException('boom'); };
echo 'handled ', $q->work('jobs', $fail, 1, 30, 0, [20, 40], 1), "\n";
echo 'a: ', rl_work_where('jobs', 'a'), "\n";
rl_redis('ZADD', rl_queue_key('jobs'), 'XX', '0', 'a');       // due again now: the second delivery
echo 'handled ', $q->work('jobs', $fail, 1, 30, 0, [20, 40], 1), "\n";
echo 'a: ', rl_work_where('jobs', 'a'), "\n";
rl_redis('ZADD', rl_queue_key('jobs'), 'XX', '0', 'a');       // the third: past the end, the last element
echo 'handled ', $q->work('jobs', $fail, 1, 30, 0, [20, 40], 1), "\n";
echo 'a: ', rl_work_where('jobs', 'a'), "\n";
rl_redis('ZADD', rl_queue_key('jobs'), 'XX', '0', 'a');
echo 'handled ', $q->work('jobs', $fail, 1, 30, 0, 7.5, 1), "\n";
echo 'a: ', rl_work_where('jobs', 'a'), "\n";
?>
--EXPECT--
handled 1
a: later +20.0, attempts 1
handled 1
a: later +40.0, attempts 2
handled 1
a: later +40.0, attempts 3
handled 1
a: later +7.5, attempts 4
