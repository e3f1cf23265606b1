--TEST--
RedisQueue::work(): stops after $maxTime seconds: an idle wait ($idleWait 5) on an empty queue is shortened to end then, and a handler still running when the time is up takes it past, but no task is handed over after it (the rest of the batch is due again at once)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$t = hrtime(true);
$n = $q->work('empty', function () {}, 1, 30, 0, 1, 0, 0.5, 0, 5);
$took = (hrtime(true) - $t) / 1e9;
echo "empty queue: handled $n, ", $took >= 0.45 && $took < 0.5 + 0.5 * rl_time_scale() ? 'returned after about 0.5 s' : "took $took s", "\n";
$q->enqueue('jobs', [1, 2, 3, 4, 5]);
$scale = rl_time_scale();
$t = hrtime(true);
$n = $q->work('jobs', function () use ($scale) { usleep((int) (500000 * $scale)); }, 5, 30, 0, 1, 0, 0.3 * $scale, 0, 5);
$took = (hrtime(true) - $t) / 1e9 / $scale;
echo "a handler of 0.5 s past a maxTime of 0.3 s: handled $n, ", $took < 0.9 ? 'returned once it was done' : "took $took s",
    '; due again at once: ', $q->size('jobs', true), "\n";
?>
--EXPECT--
empty queue: handled 0, returned after about 0.5 s
a handler of 0.5 s past a maxTime of 0.3 s: handled 1, returned once it was done; due again at once: 4
