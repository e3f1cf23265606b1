--TEST--
RedisQueue: enqueue() of an id that is reserved keeps its reserved score (first enqueue wins) and its attempts; a pop() of it clears its attempts, so queued again it counts from 1
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', 'x');
$t = $q->reserve('jobs', 1, 0.2);
var_dump($q->enqueue('jobs', 'x'));
var_dump((float) rl_redis('ZSCORE', rl_queue_key('jobs'), 'x') === $t['score'], $q->reserve('jobs'));
usleep(250000);
$t = $q->reserve('jobs', 1, 0.2);
echo 'delivered again: attempts ', $t['attempts'], "\n";
usleep(250000);
$p = $q->pop('jobs');
echo 'popped ', $p['id'], ', attempts kept: ', json_encode(rl_redis('HGETALL', rl_queue_key_beside('jobs', ':attempts'))), "\n";
$q->enqueue('jobs', 'x');
echo 'queued again: attempts ', $q->reserve('jobs')['attempts'], "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
delivered again: attempts 2
popped x, attempts kept: []
queued again: attempts 1
