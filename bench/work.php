<?php
/*
 * Runs work() on QUEUE, whose tasks bench/run.php queued before, with
 * BATCH and a handler that does nothing, until nothing is due ($idleWait
 * 0), and nothing else; bench/run.php runs it under callgrind, at two
 * counts of queued tasks, to count the client's instructions per task.
 * Prints how many tasks it handled.
 *
 *   php -n -d extension=... bench/work.php PORT QUEUE BATCH
 */
[, $port, $queue, $batch] = $argv;
$q = new RedisQueue(['port' => (int) $port, 'persistent' => false]);
echo $q->work($queue, function (array $task): void {
}, (int) $batch, 60, idleWait: 0), "\n";
