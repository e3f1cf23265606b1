--TEST--
RedisQueue: the attempts hash beside a queue never holds an id that is no longer queued: dequeue() and pop() drop an id's count, an id queued again starts at attempts 1, a reserve() drops ids an old client removed, and a drained queue leaves no hash
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$attempts = rl_queue_key_beside('jobs', ':attempts');
$ids = range(1, 200);
$q->enqueue('jobs', $ids);
$tasks = $q->reserve('jobs', 200, 0.05);
usleep(80000);
$tasks = $q->reserve('jobs', 200, 60);                 // every id delivered twice
echo 'hash: ', rl_redis('HLEN', $attempts), ' attempts of the first: ', $tasks[0]['attempts'], "\n";
foreach (array_slice($tasks, 0, 150) as $t) {
    $q->dequeue('jobs', $t['id'], $t['score']);
}
echo 'after 150 acks: queue ', $q->size('jobs'), ' hash ', rl_redis('HLEN', $attempts), "\n";

// pop() of a reserved id drops its count; queued again it starts afresh
rl_redis('ZADD', rl_queue_key('jobs'), '0', (string) $tasks[150]['id']);   // due again now
$popped = $q->pop('jobs');
echo 'popped the one made due: ', var_export($popped['id'] === $tasks[150]['id'], true), ', count left: ', var_export(rl_redis('HEXISTS', $attempts, (string) $popped['id']), true), "\n";
$q->enqueue('jobs', $popped['id']);
echo 'queued again, reserved: attempts ', $q->reserve('jobs')['attempts'], "\n";

// an old client's plain ZREM leaves a count behind; the next reserve() drops it
foreach (array_slice($tasks, 152, 48) as $t) {
    rl_redis('ZREM', rl_queue_key('jobs'), (string) $t['id']);
}
echo 'after 48 plain ZREMs: queue ', $q->size('jobs'), ' hash ', rl_redis('HLEN', $attempts), "\n";
$q->enqueue('jobs', 'new');
$new = $q->reserve('jobs');
echo 'after a reserve: queue ', $q->size('jobs'), ' hash ', rl_redis('HLEN', $attempts), "\n";

// drain: acknowledge what is left
foreach ($q->top('jobs', 10) ?: [] as $t) {
    $q->dequeue('jobs', $t['id'], $t['score']);
}
$left = rl_redis('ZRANGE', rl_queue_key('jobs'), '0', '-1', 'WITHSCORES');
for ($i = 0; $i < count($left); $i += 2) {
    var_dump($q->dequeue('jobs', $left[$i], $left[$i + 1]));
}
echo 'drained: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
hash: 200 attempts of the first: 2
after 150 acks: queue 50 hash 50
popped the one made due: true, count left: 0
queued again, reserved: attempts 1
after 48 plain ZREMs: queue 2 hash 50
after a reserve: queue 3 hash 3
bool(true)
bool(true)
bool(true)
drained: []
