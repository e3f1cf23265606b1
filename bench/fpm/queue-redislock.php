<?php
/* The queue with redislock: enqueue() one task, reserve() one (ours or
 * another request's) for 30 s and acknowledge it with dequeue(). */
require __DIR__ . '/common.php';

$queue = new RedisQueue(redislock_options());
$id = 'task-' . new_id();
$queue->enqueue(QUEUE_NAME, $id);
record("enqueued $id");
$task = $queue->reserve(QUEUE_NAME, 1, 30);
if ($task === false) {
    respond('nothing reserved', 503);
    return;
}
if (!$queue->dequeue(QUEUE_NAME, $task['id'], $task['score'])) {
    respond('acknowledgement refused', 500);
    return;
}
record("acked {$task['id']}");
respond('ok');
