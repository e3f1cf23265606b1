<?php
/* The queue with Laravel: push() one job (a string job, with the order in
 * its data), pop() one (ours or another request's: it is reserved for
 * retry_after) and delete() it, the acknowledgement. Both ends are
 * identified by the job's id, which push() returns. */
require __DIR__ . '/common.php';

$queue = laravel_queue(laravel_redis());
$id = $queue->push('ProcessOrder', ['order' => new_id()]);
record("enqueued $id");
$job = $queue->pop();
if ($job === null) {
    respond('nothing reserved', 503);
    return;
}
$job->delete();
record('acked ' . $job->getJobId());
respond('ok');
