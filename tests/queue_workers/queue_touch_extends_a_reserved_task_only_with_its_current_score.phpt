--TEST--
RedisQueue: touch() moves a reserved task's score to the server's time + $visibility and returns it when the score is unchanged, false for an old score or a task not queued; touch() does not count as a delivery
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', 'long-job');
$t = $q->reserve('jobs', 1, 0.3);
[$s, $us] = rl_redis('TIME');
$new = $q->touch('jobs', 'long-job', $t['score'], 60);
var_dump(is_float($new), $new >= $s + $us / 1e6 + 60, $new === (float) rl_redis('ZSCORE', rl_queue_key('jobs'), 'long-job'));
var_dump($q->touch('jobs', 'long-job', $t['score'], 60));     // the old score
usleep(350000);
var_dump($q->reserve('jobs'));                                 // still reserved: the first visibility no longer counts
$newer = $q->touch('jobs', 'long-job', $new, 0.1);
var_dump($newer < $new);                                       // a shorter visibility is allowed
usleep(150000);
$again = $q->reserve('jobs');
var_dump($again['attempts']);                                  // touches are not deliveries
var_dump($q->touch('jobs', 'missing', $again['score'], 10));
var_dump($q->touch('jobs', 'long-job', NAN, 10));
var_dump($q->dequeue('jobs', 'long-job', $newer), $q->dequeue('jobs', 'long-job', $again['score']));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
int(2)
bool(false)
bool(false)
bool(false)
bool(true)
