--TEST--
RedisQueue reserve($maxAttempts): a call answers false (or [] for a count above 1) only when nothing is due: with 1,001 used-up tasks ahead of a good one it fails them all and delivers the good one, in two script runs (at most 1,000 failures a run, so Redis is never blocked long); with 2,500 ahead of three good ones, reserve(10) fails the 2,500 in three runs and delivers the three; then nothing is due and the answer is false and []
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server: its script calls are this test's alone
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
/* Queues n tasks delivered once each and due again (used up for a
 * $maxAttempts of 1), then the good ones after them. */
$queue_used_up = static function (int $n, array $good) use ($q) {
    $q->enqueue('jobs', array_map(static fn ($i) => "used$i", range(1, $n)));
    $q->reserve('jobs', $n, 0.000001);
    usleep(1000);
    $q->enqueue('jobs', $good);
};
$reserve = static function (int $count) use ($q, $port) {
    $calls = rl_command_calls('evalsha', $port);
    $got = $q->reserve('jobs', $count, 30, 0, 1);
    $ids = $got === false ? 'false' : ($count === 1 ? $got['id'] : '[' . implode(', ', array_column($got, 'id')) . ']');
    printf("reserve(%d): %s in %d runs, failed %d\n", $count, $ids, rl_command_calls('evalsha', $port) - $calls,
        $q->stats('jobs')['failed']);
    return $got;
};
$q->stats('jobs');   // the scripts loaded
$queue_used_up(1001, ['good']);
$good = $reserve(1) ?: [];
$reserve(1);
$q->ack('jobs', $good ? [$good] : []);
$q->purgeFailed('jobs');
$queue_used_up(2500, ['g1', 'g2', 'g3']);
$goods = $reserve(10);
$reserve(10);
echo 'acknowledged: ', $q->ack('jobs', $goods), ', queued: ', $q->size('jobs'), "\n";
?>
--EXPECT--
reserve(1): good in 2 runs, failed 1001
reserve(1): false in 1 runs, failed 1001
reserve(10): [g1, g2, g3] in 3 runs, failed 2500
reserve(10): [] in 1 runs, failed 2500
acknowledged: 3, queued: 0
