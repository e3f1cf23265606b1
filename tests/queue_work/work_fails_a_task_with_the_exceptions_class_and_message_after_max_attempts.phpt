--TEST--
RedisQueue::work(): with $maxAttempts, a task whose handler throws on its last allowed delivery goes to the failed set with the reason "<exception class>: <message>" and its attempts; before that it is backed off (here by 0 s, with $idleWait 0: the round that sends the backoff does not end the call, even when Redis had to load the settling script after the reservation ran)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
rl_redis('SCRIPT', 'FLUSH');        // the settling script is loaded by the round that first sends it
$q->enqueue('jobs', 'a');
$runs = 0;
$n = $q->work('jobs', function (array $task) use (&$runs) {
    $runs++;
    throw new LengthException("too long on run $runs");
}, 1, 30, 2, 0, 0, 0, 0, 0);
echo "handled $n, runs $runs\n";
echo 'a: ', rl_work_where('jobs', 'a'), "\n";
foreach ($q->failed('jobs') as $f) {
    echo $f['id'], ' attempts ', $f['attempts'], ' reason "', $f['reason'], "\"\n";
}
?>
--EXPECT--
handled 2, runs 2
a: gone, no attempts
a attempts 2 reason "LengthException: too long on run 2"
