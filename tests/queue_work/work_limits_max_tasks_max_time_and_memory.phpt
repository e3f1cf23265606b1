--TEST--
RedisQueue::work(): stops after $maxTasks tasks (reserving no more than that), after $maxTime (an idle wait of $idleWait 5 shortened to end then), and once memory_get_usage() passes $memoryLimit; $idleWait 0 returns once nothing is due
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', [1, 2, 3, 4, 5]);
echo 'maxTasks 3, batch 2: handled ', $q->work('jobs', function () {}, 2, 30, 0, 1, 3), '; left ', $q->size('jobs'),
    ' of which due ', $q->size('jobs', true), "\n";

$t = hrtime(true);
$n = $q->work('empty', function () {}, 1, 30, 0, 1, 0, 0.5, 0, 5);
$took = (hrtime(true) - $t) / 1e9;
echo "maxTime 0.5 on an empty queue: handled $n, ", $took >= 0.45 && $took < 1.5 ? 'returned after about 0.5 s' : "took $took s", "\n";

$t = hrtime(true);
$n = $q->work('jobs', function () { usleep(300000); }, 1, 30, 0, 1, 0, 0.4, 0, 5);
$took = (hrtime(true) - $t) / 1e9;
echo "maxTime 0.4, handlers of 0.3 s: handled $n, ", $took < 1.2 ? 'in time' : "took $took s", "\n";

$q->enqueue('big', [1, 2, 3]);
$keep = [];
$n = $q->work('big', function () use (&$keep) { $keep[] = str_repeat('x', 4 << 20); }, 3, 30, 0, 1, 0, 0,
    memory_get_usage() + (2 << 20), 0);
echo "memoryLimit +2 MB, 4 MB kept per task: handled $n; left ", $q->size('big', true), " due\n";

$q->enqueue('drain', [1, 2]);
$t = hrtime(true);
$n = $q->work('drain', function () {}, 1, 30, 0, 1, 0, 0, 0, 0);
echo "idleWait 0: handled $n, ", (hrtime(true) - $t) / 1e9 < 0.5 ? 'returned at once' : 'late', "\n";
?>
--EXPECT--
maxTasks 3, batch 2: handled 3; left 2 of which due 2
maxTime 0.5 on an empty queue: handled 0, returned after about 0.5 s
maxTime 0.4, handlers of 0.3 s: handled 2, in time
memoryLimit +2 MB, 4 MB kept per task: handled 1; left 2 due
idleWait 0: handled 2, returned at once
