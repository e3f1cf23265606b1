--TEST--
RedisQueue: an id enqueued again when its visibility has run out (due again, not reserved) keeps its score, as any queued id does, and runs once: delivered again, acknowledged, gone; an id queued but never reserved keeps its score too
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$q->enqueue('jobs', 'a');
$first = $q->reserve('jobs', 1, 0.05);
usleep(100000);                          // due again
$score = rl_redis('ZSCORE', $key, 'a');
$q->enqueue('jobs', 'a');
echo 'score kept: ', rl_redis('ZSCORE', $key, 'a') === $score ? 'yes' : 'no', "\n";
$again = $q->reserve('jobs', 1, 30);
echo 'delivered again, attempts ', $again['attempts'], "\n";
var_dump($q->dequeue('jobs', 'a', $again['score']));
echo 'then: ', var_export($q->reserve('jobs'), true), "\n";
$q->enqueue('jobs', 'b', 10, 60);
$score = rl_redis('ZSCORE', $key, 'b');
$q->enqueue('jobs', 'b');
echo 'never reserved, score kept: ', rl_redis('ZSCORE', $key, 'b') === $score ? 'yes' : 'no', "\n";
echo 'runs asked for: ', rl_redis('EXISTS', rl_queue_key_beside('jobs', ':rerun')), "\n";
?>
--EXPECT--
score kept: yes
delivered again, attempts 2
bool(true)
then: false
never reserved, score kept: yes
runs asked for: 0
