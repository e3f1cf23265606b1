--TEST--
RedisQueue stats(): with more than 2,000 reserved tasks it counts them over several script runs of 2,000, each going on after the last task the one before looked at, in the queue's order (score, then the id's bytes), so that a task that does not change meanwhile is counted once: run on its own against 3,000 tasks of one score, the walk goes on after the last task when it is still there, after where it was when it left or moved to another score, and after where an id that was never queued would be; each run counts the tasks it looks at in reserved (with deliveries) or delayed, and says how many follow its last one up to the walk's end
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server that logs every command, to find the walk's script
[$port] = rl_server_start(['--slowlog-log-slower-than', '0', '--slowlog-max-len', '100000']);
$q = new RedisQueue(rl_params(['port' => $port]));
$key = rl_queue_key('jobs');
$attempts = rl_queue_key_beside('jobs', ':attempts');
[$s] = rl_redis_at($port, 'TIME');
$score = (string) ($s + 3600);
rl_redis_at($port, 'EVAL', "for i = 1, 3000 do
    local id = string.format('t%04d', i)
    redis.call('ZADD', KEYS[1], ARGV[1], id)
    redis.call('HSET', KEYS[2], id, 1)
end", '2', $key, $attempts, $score);
rl_redis_at($port, 'SLOWLOG', 'RESET');
echo 'stats(): ', json_encode(array_diff_key($q->stats('jobs'), ['oldestDueAge' => 0])), "\n";
// the walk's runs: EVALSHA sha 9 keys... then 2000, the end, a score and, after the first, an id
$walk = null;
foreach (rl_redis_at($port, 'SLOWLOG', 'GET', '100000') as $e) {
    if ($e[3][0] === 'EVALSHA' && $e[3][2] === '9' && ($e[3][12] ?? '') === '2000' && count($e[3]) === 15) {
        $walk = array_slice($e[3], 1, 11);
    }
}
echo 'walk runs seen: ', $walk ? 'yes' : 'no', "\n";
/* The walk run from the task (score, id): what it counted and looked at. */
$run = static function (string $what, string $at, string $id) use ($port, $walk, $score) {
    [$reserved, $delayed, $last_score, $last, $over, $rest] = rl_redis_at($port, 'EVALSHA', ...[...$walk, '2000', $score, $at, $id]);
    printf("%s: %d reserved and %d delayed counted, the last %s (its score %s), %s, %d after it\n", $what, $reserved,
        $delayed, $last, $last_score === $score ? 'the same' : $last_score, $over ? 'over' : 'not over', $rest);
};
$run('after t1000, still there', $score, 't1000');
$run('after t2999, still there', $score, 't2999');
rl_redis_at($port, 'ZREM', $key, 't1500');
$run('after t1500, removed', $score, 't1500');
rl_redis_at($port, 'ZADD', $key, (string) ($s + 60), 't2000');
$run('after t2000, moved earlier', $score, 't2000');
$run('after t1234x, never queued', $score, 't1234x');
$run('after t30000, never queued, past the last', $score, 't30000');   // after t3000: nothing to look at
// t0101..t0110 lose their deliveries (delayed now): a walk counts them in delayed, and what follows its slice
rl_redis_at($port, 'HDEL', $attempts, ...array_map(static fn ($i) => sprintf('t%04d', $i), range(101, 110)));
$run('after t0100, ten of the next without deliveries', $score, 't0100');
echo 'stats(): ', json_encode(array_diff_key($q->stats('jobs'), ['oldestDueAge' => 0])), "\n";
?>
--EXPECT--
stats(): {"size":3000,"due":0,"reserved":3000,"delayed":0,"failed":0,"waiting":0}
walk runs seen: yes
after t1000, still there: 2000 reserved and 0 delayed counted, the last t3000 (its score the same), over, 0 after it
after t2999, still there: 1 reserved and 0 delayed counted, the last t3000 (its score the same), over, 0 after it
after t1500, removed: 1500 reserved and 0 delayed counted, the last t3000 (its score the same), over, 0 after it
after t2000, moved earlier: 1000 reserved and 0 delayed counted, the last t3000 (its score the same), over, 0 after it
after t1234x, never queued: 1764 reserved and 0 delayed counted, the last t3000 (its score the same), over, 0 after it
after t30000, never queued, past the last: 0 reserved and 0 delayed counted, the last t30000 (its score the same), over, 0 after it
after t0100, ten of the next without deliveries: 1990 reserved and 10 delayed counted, the last t2102 (its score the same), not over, 898 after it
stats(): {"size":2999,"due":0,"reserved":2989,"delayed":10,"failed":0,"waiting":0}
