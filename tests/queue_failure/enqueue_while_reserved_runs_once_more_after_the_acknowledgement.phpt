--TEST--
RedisQueue: an id enqueued once, twice or five times while it is reserved runs exactly once more after its acknowledgement (dequeue() or ack()), due when the latest of those enqueue() calls asked (or at once if that has passed), with attempts from 1 again; an id not enqueued meanwhile is simply gone
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$runs = static function (RedisQueue $q, string $id): int {
    $n = 0;
    for ($i = 0; $i < 10 && ($t = $q->reserve('jobs', 1, 30)) !== false; $i++) {
        $n += $t['id'] === $id;
        $q->dequeue('jobs', $t['id'], $t['score']);
    }
    return $n;
};
foreach ([0, 1, 2, 5] as $enqueues) {
    $id = "x$enqueues";
    $q->enqueue('jobs', $id);
    $task = $q->reserve('jobs', 1, 30);
    for ($i = 0; $i < $enqueues; $i++) {
        $q->enqueue('jobs', $id);
    }
    $q->dequeue('jobs', $id, $task['score']);
    echo "enqueued $enqueues times while reserved: runs again ", $runs($q, $id), " time(s)\n";
}
// due when the latest enqueue asked: 1.5 d, then d from its call
$d = 0.2 * rl_time_scale();
$q->enqueue('jobs', 'later');
$task = $q->reserve('jobs', 1, 30);
$q->enqueue('jobs', 'later', 10, 1.5 * $d);
[$s, $us] = rl_redis('TIME');
$q->enqueue('jobs', 'later', 10, $d);
[$s2, $us2] = rl_redis('TIME');
echo 'ack()ed: ', $q->ack('jobs', [$task]), "\n";
$score = (float) rl_redis('ZSCORE', $key, 'later');
$from = $s + $us / 1e6 + $d;
$to = $s2 + $us2 / 1e6 + $d;
echo 'queued again due when the latest enqueue() asked: ', $score >= $from && $score <= $to ? 'yes' : "no ($score, $from..$to)", "\n";
echo 'not due yet: ', var_export($q->reserve('jobs'), true), "\n";
usleep((int) (1.5 * $d * 1e6));
$again = $q->reserve('jobs', 1, 30);
echo 'delivered again: ', $again['id'], ', attempts ', $again['attempts'], "\n";
// a time that has passed: queued due now
$q->enqueue('jobs', 'past');
$task = $q->reserve('jobs', 1, 30);
$q->enqueue('jobs', 'past', 10, -100);
$q->dequeue('jobs', 'past', $task['score']);
echo 'asked for a time that has passed, due at once: ', $q->reserve('jobs', 1, 30)['id'] ?? 'nothing', "\n";
?>
--EXPECT--
enqueued 0 times while reserved: runs again 0 time(s)
enqueued 1 times while reserved: runs again 1 time(s)
enqueued 2 times while reserved: runs again 1 time(s)
enqueued 5 times while reserved: runs again 1 time(s)
ack()ed: 1
queued again due when the latest enqueue() asked: yes
not due yet: false
delivered again: later, attempts 1
asked for a time that has passed, due at once: past
