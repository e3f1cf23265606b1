--TEST--
RedisQueue failure path at a million tasks and 100,000 failed: no script run blocks Redis for 100 ms or more (SLOWLOG at 100,000 us stays empty) across stats(), reserve() with $maxAttempts failing 50,000 used-up tasks, fail(), ack(), failed(10000), a reserve() after an old client removed reserved ids with a plain ZREM, retryFailed() and purgeFailed() of some and of all; stats() counts a queue built to known counts (600,000 reserved, some of them sharing a score; 300,000 delayed; 100,000 due) exactly, before and after those calls
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server, with a slow log of the script runs of 100 ms or more
[$port] = rl_server_start(['--slowlog-log-slower-than', '100000', '--slowlog-max-len', '1000']);
$q = new RedisQueue(rl_params(['port' => $port]));
$key = rl_queue_key('jobs');
$attempts = rl_queue_key_beside('jobs', ':attempts');
$failed = rl_queue_key_beside('jobs', ':failed');
$failinfo = rl_queue_key_beside('jobs', ':failinfo');
[$s, $us] = rl_redis_at($port, 'TIME');
$now = $s + $us / 1e6;
/* Adds ids prefix1..prefixN, 50,000 a script, scored base + (i % spread)
 * (ids sharing a score), each with `deliveries` in the attempts hash when
 * that is above 0; a failed set is filled alike with its descriptions. */
$build = static function (string $set, string $hash, string $prefix, int $n, float $base, int $spread, string $value)
        use ($port) {
    for ($from = 1; $from <= $n; $from += 50000) {
        rl_redis_at($port, 'EVAL', "for i = tonumber(ARGV[1]), tonumber(ARGV[2]) do
            local id = ARGV[3] .. i
            redis.call('ZADD', KEYS[1], string.format('%.17g', tonumber(ARGV[4]) + i % tonumber(ARGV[5])), id)
            if ARGV[6] ~= '' then redis.call('HSET', KEYS[2], id, ARGV[6]) end
        end", '2', $set, $hash, (string) $from, (string) min($n, $from + 49999), $prefix, sprintf('%.17g', $base),
            (string) $spread, $value);
    }
};
$build($key, $attempts, 'r', 600000, $now + 3600, 1000, '1');     // reserved: due in an hour or more
$build($key, $attempts, 'l', 300000, $now + 7200, 500, '');       // delayed, never delivered
$build($key, $attempts, 'x', 50000, $now - 300, 100, '3');        // due, delivered 3 times: used up for 3
$build($key, $attempts, 'd', 50000, $now - 100, 100, '');         // due
$build($failed, $failinfo, 'f', 100000, $now - 1000, 100000, '1:broken');
rl_redis_at($port, 'SLOWLOG', 'RESET');
$slow = [];
/* Adds the slow log's entries to $slow, as "command (us)", and empties it. */
$slow_runs = static function () use ($port, &$slow) {
    foreach (rl_redis_at($port, 'SLOWLOG', 'GET', '1000') as $e) {
        $slow[] = "{$e[3][0]} ({$e[2]} us)";
    }
    rl_redis_at($port, 'SLOWLOG', 'RESET');
};
$show = static function (string $what, array $stats) {
    unset($stats['oldestDueAge']);
    echo "$what: ", json_encode($stats), "\n";
};
$show('stats', $q->stats('jobs'));
$tasks = $q->reserve('jobs', 10, 30, 0, 3);
echo 'reserve() with $maxAttempts 3: ', count($tasks), " delivered\n";
$show('stats', $q->stats('jobs'));
echo 'fail(): ', var_export($q->fail('jobs', $tasks[0]['id'], $tasks[0]['score'], 'gave up'), true), "\n";
echo 'ack(): ', $q->ack('jobs', array_slice($tasks, 1, 4)), "\n";
echo 'failed(10000): ', count($q->failed('jobs', 10000)), "\n";
rl_redis_at($port, 'ZREM', $key, 'r1', 'r2', 'r3');   // an old client's consumer
echo 'reserve() after an old client\'s ZREM: ', count($q->reserve('jobs', 10, 30)), " delivered\n";
echo 'retryFailed() of some: ', $q->retryFailed('jobs', ['f1', 'f2', 'f3']), "\n";
echo 'purgeFailed() of some: ', $q->purgeFailed('jobs', ['f4', 'f5']), "\n";
echo 'retryFailed() of all: ', $q->retryFailed('jobs'), "\n";
$show('stats', $q->stats('jobs'));
$slow_runs();
$build($failed, $failinfo, 'g', 100000, $now, 100000, '1:broken');
rl_redis_at($port, 'SLOWLOG', 'RESET');
echo 'purgeFailed() of all: ', $q->purgeFailed('jobs'), "\n";
$slow_runs();
echo 'runs of 100 ms or more: ', $slow ? implode(', ', $slow) : 'none', "\n";
?>
--EXPECT--
stats: {"size":1000000,"due":100000,"reserved":600000,"delayed":300000,"failed":100000,"waiting":0}
reserve() with $maxAttempts 3: 10 delivered
stats: {"size":950000,"due":49990,"reserved":600010,"delayed":300000,"failed":150000,"waiting":0}
fail(): true
ack(): 4
failed(10000): 10000
reserve() after an old client's ZREM: 10 delivered
retryFailed() of some: 3
purgeFailed() of some: 2
retryFailed() of all: 149996
stats: {"size":1099991,"due":199979,"reserved":600012,"delayed":300000,"failed":0,"waiting":0}
purgeFailed() of all: 100000
runs of 100 ms or more: none
