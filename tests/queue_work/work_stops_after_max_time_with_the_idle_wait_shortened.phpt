--TEST--
RedisQueue::work(): stops after $maxTime seconds: an idle wait ($idleWait 5) on an empty queue is shortened to end then, and no task is handed over once the time is up (a handler still running may take it past)
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
$t = hrtime(true);
$n = $q->work('jobs', function () { usleep(300000); }, 5, 30, 0, 1, 0, 0.4, 0, 5);
$took = (hrtime(true) - $t) / 1e9;
echo "handlers of 0.3 s, maxTime 0.4: handled $n, ", $took < 0.6 + 0.5 * rl_time_scale() ? 'in time' : "took $took s",
    '; due again at once: ', $q->size('jobs', true), "\n";
?>
--EXPECT--
empty queue: handled 0, returned after about 0.5 s
handlers of 0.3 s, maxTime 0.4: handled 2, in time; due again at once: 3
