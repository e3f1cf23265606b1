--TEST--
RedisQueue retryFailed() and purgeFailed(): of some ids (ids not failed are not counted) and of all 50,000 failed tasks, in scripts of 1,000 (50 for 49,997): the retried tasks are queued again due now with no deliveries, the purged ones are gone with their descriptions; both return how many; nothing is left beside the queue at the end
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server: its script calls are this test's alone
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
$ids = array_map(static fn ($n) => "t$n", range(1, 50000));
/* Fails every queued task: each is delivered once, due again at once, and
 * failed by reserve() with $maxAttempts 1 (1,000 a call at most); answers
 * how many tasks those calls delivered. */
$fail_all = static function () use ($q) {
    for ($i = 0; $i < 5; $i++) {
        $q->reserve('jobs', 10000, 0.000001);
    }
    usleep(1000);
    $delivered = 0;
    for ($i = 0; $i < 100 && $q->size('jobs') > 0; $i++) {
        $delivered += count($q->reserve('jobs', 10000, 30, 0, 1));
    }
    return $delivered;
};
$q->enqueue('jobs', $ids);
echo 'delivered after $maxAttempts: ', $fail_all(), "\n";
$stats = $q->stats('jobs');
echo "queued {$stats['size']}, failed {$stats['failed']}\n";
echo 'retried of t1, t2, never: ', $q->retryFailed('jobs', ['t1', 't2', 'never']), "\n";
echo 'purged of t3 (an id alone): ', $q->purgeFailed('jobs', 't3'), "\n";
$first = $q->reserve('jobs', 10, 30);
echo 'queued again: ', implode(', ', array_map(static fn ($t) => "{$t['id']} (delivery {$t['attempts']})", $first)), "\n";
$calls = rl_command_calls('evalsha', $port);
echo 'retried of all: ', $q->retryFailed('jobs'), "\n";
echo 'scripts: ', rl_command_calls('evalsha', $port) - $calls, "\n";
$stats = $q->stats('jobs');
echo "queued {$stats['size']} ({$stats['due']} due), failed {$stats['failed']}\n";
echo 'retried again: ', $q->retryFailed('jobs'), "\n";
echo 'acknowledged t1, t2: ', $q->ack('jobs', $first), "\n";
$fail_all();
echo 'failed again: ', $q->stats('jobs')['failed'], "\n";
$calls = rl_command_calls('evalsha', $port);
echo 'purged of all: ', $q->purgeFailed('jobs'), "\n";
echo 'scripts: ', rl_command_calls('evalsha', $port) - $calls, "\n";
echo 'keys left: ', implode(',', rl_redis_at($port, 'KEYS', '*')) ?: 'none', "\n";
?>
--EXPECT--
delivered after $maxAttempts: 0
queued 0, failed 50000
retried of t1, t2, never: 2
purged of t3 (an id alone): 1
queued again: t1 (delivery 1), t2 (delivery 1)
retried of all: 49997
scripts: 50
queued 49999 (49997 due), failed 0
retried again: 0
acknowledged t1, t2: 2
failed again: 49997
purged of all: 49997
scripts: 50
keys left: none
