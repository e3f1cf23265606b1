--TEST--
RedisQueue reserve($maxAttempts): one call fails at most 1,000 used-up tasks (so that a queue full of them never blocks Redis long), leaves the others due for the next call, and delivers none of them; a failed id that is queued again and reserved meanwhile, retried with retryFailed(), runs once more after its delivery, as an enqueue() would make it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', array_map(static fn ($n) => "t$n", range(1, 2500)));
$q->reserve('jobs', 2500, 0.000001);     // one delivery each, due again at once
usleep(1000);
$counts = [];
for ($i = 0; $i < 4; $i++) {
    $got = count($q->reserve('jobs', 10000, 30, 0, 1));
    $counts[] = "delivered $got, failed " . $q->stats('jobs')['failed'];
}
echo implode("\n", $counts), "\n";
// t1 failed; queued again by a producer and reserved; then retried
$q->enqueue('jobs', 't1');
$t1 = $q->reserve('jobs', 1, 30);
echo 'retried: ', $q->retryFailed('jobs', 't1'), "\n";
echo 'acknowledged: ', $q->ack('jobs', [$t1]), "\n";
$again = $q->reserve('jobs', 1, 30);
echo 'runs once more: ', $again['id'] ?? 'nothing', ', then: ', var_export($q->ack('jobs', [$again]) && $q->reserve('jobs') === false, true), "\n";
?>
--EXPECT--
delivered 0, failed 1000
delivered 0, failed 2000
delivered 0, failed 2500
delivered 0, failed 2500
retried: 1
acknowledged: 1
runs once more: t1, then: true
