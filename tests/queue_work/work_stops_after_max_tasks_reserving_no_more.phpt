--TEST--
RedisQueue::work(): stops after $maxTasks tasks, reserving no more than that (with $batch 2 and $maxTasks 3, the last batch is of one task): the tasks left are due, never delivered
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', [1, 2, 3, 4, 5]);
echo 'handled ', $q->work('jobs', function () {}, 2, 30, 0, 1, 3), '; left ', $q->size('jobs'), ' of which due ',
    $q->size('jobs', true), "\n";
echo '4: ', rl_work_where('jobs', '4'), '; 5: ', rl_work_where('jobs', '5'), "\n";
?>
--EXPECT--
handled 3; left 2 of which due 2
4: due, no attempts; 5: due, no attempts
