--TEST--
RedisQueue: reserve() leaves due tasks queued, their scores moved to the server's time + $visibility, and answers id, new score and attempts 1; the tasks are not due again until then
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->enqueue('jobs', ['a', 'b', 'c']));
[$s, $us] = rl_redis('TIME');
$before = $s + $us / 1e6;
$tasks = $q->reserve('jobs', 2, 120);
[$s, $us] = rl_redis('TIME');
$after = $s + $us / 1e6;
foreach ($tasks as $t) {
    echo $t['id'], ' attempts=', $t['attempts'], ' score in [now+120]: ',
        var_export($t['score'] >= $before + 120 && $t['score'] <= $after + 120, true),
        ' stored: ', var_export((float) rl_redis('ZSCORE', rl_queue_key('jobs'), $t['id']) === $t['score'], true), "\n";
}
echo 'queued: ', $q->size('jobs'), ' due: ', $q->size('jobs', true), "\n";
$one = $q->reserve('jobs');
echo 'count 1 gives one task: ', $one['id'], ' ', implode(',', array_keys($one)), "\n";
var_dump($q->reserve('jobs'), $q->reserve('jobs', 5));
echo 'attempts: ', json_encode(rl_redis('HGETALL', rl_queue_key_beside('jobs', ':attempts'))), "\n";
// a float visibility, to the millisecond
$q->enqueue('short', 'x');
$t = $q->reserve('short', 1, 0.25);
var_dump($q->reserve('short'));
usleep(300000);
$again = $q->reserve('short', 1, 0.25);
echo 'after 0.25 s: ', $again['id'], ' attempts=', $again['attempts'], "\n";
?>
--EXPECT--
bool(true)
a attempts=1 score in [now+120]: true stored: true
b attempts=1 score in [now+120]: true stored: true
queued: 3 due: 1
count 1 gives one task: c id,score,attempts
bool(false)
array(0) {
}
attempts: ["a","1","b","1","c","1"]
bool(false)
after 0.25 s: x attempts=2
