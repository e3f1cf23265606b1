--TEST--
RedisQueue::work(): stops once memory_get_usage() passes $memoryLimit: a handler that keeps 4 MB with a limit 2 MB above the usage at the start ends the loop after its task; the rest of the batch is due again at once (under memcheck, where PHP allocates with malloc, USE_TRACKED_ALLOC keeps memory_get_usage() counting)
--ENV--
USE_TRACKED_ALLOC=1
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', [1, 2, 3]);
$keep = [];
$n = $q->work('jobs', function () use (&$keep) { $keep[] = str_repeat('x', 4 << 20); }, 3, 30, 0, 1, 0, 0,
    memory_get_usage() + (2 << 20), 0);
echo "handled $n; due again: ", $q->size('jobs', true), "\n";
?>
--EXPECT--
handled 1; due again: 2
