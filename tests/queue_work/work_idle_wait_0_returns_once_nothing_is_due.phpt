--TEST--
RedisQueue::work(): with $idleWait 0 the loop does not wait: it returns as soon as nothing is due, having handled what was
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', [1, 2]);
$q->enqueue('jobs', 3, 10, 60);
$t = hrtime(true);
$n = $q->work('jobs', function () {}, 1, 30, 0, 1, 0, 0, 0, 0);
echo "handled $n, ", (hrtime(true) - $t) / 1e9 < 0.5 * rl_time_scale() ? 'returned at once' : 'late', '; left ', $q->size('jobs'), "\n";
?>
--EXPECT--
handled 2, returned at once; left 1
