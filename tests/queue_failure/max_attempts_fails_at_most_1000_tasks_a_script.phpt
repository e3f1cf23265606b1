--TEST--
RedisQueue reserve($maxAttempts): one script run fails at most 1,000 used-up tasks (so that a queue full of them never blocks Redis long); the call runs it again while a run failed 1,000 and delivered nothing, so one call fails all 2,500 in three runs and, nothing being due then, delivers none of them; a failed id that is queued again and reserved meanwhile, retried with retryFailed(), runs once more after its delivery, as an enqueue() would make it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server: its script calls are this test's alone
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
$q->enqueue('jobs', array_map(static fn ($n) => "t$n", range(1, 2500)));
$q->reserve('jobs', 2500, 0.000001);     // one delivery each, due again at once
usleep(1000);
$counts = [];
for ($i = 0; $i < 2; $i++) {
    $calls = rl_command_calls('evalsha', $port);
    $got = count($q->reserve('jobs', 10000, 30, 0, 1));
    $runs = rl_command_calls('evalsha', $port) - $calls;
    $counts[] = "delivered $got in $runs runs, failed " . $q->stats('jobs')['failed'];
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
delivered 0 in 3 runs, failed 2500
delivered 0 in 1 runs, failed 2500
retried: 1
acknowledged: 1
runs once more: t1, then: true
