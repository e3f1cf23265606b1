--TEST--
RedisQueue: forked top()+dequeue() consumers racing pop()+re-enqueue() workers: a dequeue() with a stale score always fails, so no version of a task is taken twice
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
/* Every removal of a task version (id, score) is logged by whoever removed
 * it. A stale dequeue() that succeeded would remove the re-enqueued version
 * while logging the old one, which its popper has logged already. The
 * workers race until enough of everything has happened (or 4 s passed). */
$name = 'race';
$ids = ['r1', 'r2', 'r3'];
$removed = rl_prefix() . 'removed';
$stale = rl_prefix() . 'stale';
$byDequeue = rl_prefix() . 'by-dequeue';

// fill the queue from a child, so the parent holds no connection when forking
$codes = rl_fork_workers(1, function () use ($name, $ids) {
    rl_queue()->enqueue($name, $ids);
});
$codes = array_merge($codes, rl_fork_workers(4, function (int $i) use ($name, $removed, $stale, $byDequeue) {
    $q = rl_queue();
    $until = microtime(true) + 4;
    for ($round = 1; microtime(true) < $until; $round++) {
        if ($round % 25 == 0 && rl_redis('LLEN', $removed) >= 500
                && (int) rl_redis('GET', $stale) >= 5 && (int) rl_redis('GET', $byDequeue) >= 5) {
            break;
        }
        if ($i < 2) {                       // top() + dequeue() consumer
            $task = $q->top($name);
            if ($task === false) {
                continue;
            }
            if (!$q->dequeue($name, $task['id'], $task['score'])) {
                rl_redis('INCR', $stale);
                continue;
            }
            rl_redis('INCR', $byDequeue);
        } else {                            // pop() + re-enqueue() worker
            $task = $q->pop($name);
            if ($task === false) {
                continue;
            }
        }
        rl_redis('RPUSH', $removed, $task['id'] . '@' . sprintf('%.17g', $task['score']));
        if (!$q->enqueue($name, $task['id'])) {
            throw new RuntimeException('re-enqueue failed');
        }
    }
}));
echo 'exit codes: ', implode(',', $codes), "\n";
$log = rl_redis('LRANGE', $removed, '0', '-1');
echo 'removals logged: ', count($log) >= 100 ? 'many' : count($log), "\n";
echo 'versions removed twice: ', count(array_filter(array_count_values($log), fn($c) => $c > 1)), "\n";
echo 'stale dequeues seen (and refused): ', (int) rl_redis('GET', $stale) > 0 ? 'yes' : 'no', "\n";
echo 'dequeues that succeeded: ', (int) rl_redis('GET', $byDequeue) > 0 ? 'yes' : 'no', "\n";
$left = rl_redis('ZRANGE', rl_queue_key($name), '0', '-1');
sort($left);
echo 'queued at the end: ', implode(',', $left), "\n";
?>
--EXPECT--
exit codes: 0,0,0,0,0
removals logged: many
versions removed twice: 0
stale dequeues seen (and refused): yes
dequeues that succeeded: yes
queued at the end: r1,r2,r3
