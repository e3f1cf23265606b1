--TEST--
RedisQueue stats() of a large queue (its walk over several scripts) while a worker reserves due tasks: the 3,000 delayed tasks that never change during the calls are each counted in "delayed", as the reference says ("a task that does not change during the call is counted in reserved or delayed exactly as it was then"); a due task reserved during the walk and met by it must not push an untouched delayed task out of the count (here "delayed" came out below 3,000 in most calls, "reserved" above the reserved tasks)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server: the worker and stats() are its only clients
[$port] = rl_server_start();
$key = rl_queue_key('jobs');
$attempts = rl_queue_key_beside('jobs', ':attempts');
$wrong = $calls = 0;
for ($round = 0; $round < 5; $round++) {
    rl_redis_at($port, 'DEL', $key, $attempts);
    [$s] = rl_redis_at($port, 'TIME');
    // 3,000 reserved (due in an hour, with deliveries), 3,000 delayed (due in two hours), 3,000 due
    rl_redis_at($port, 'EVAL', "for i = 1, 3000 do
        redis.call('ZADD', KEYS[1], ARGV[1] + 3600, 'r' .. i)
        redis.call('HSET', KEYS[2], 'r' .. i, 1)
        redis.call('ZADD', KEYS[1], ARGV[1] + 7200, 'd' .. i)
        redis.call('ZADD', KEYS[1], ARGV[1] - 10, 'n' .. i)
    end", '2', $key, $attempts, $s);
    // a worker reserving the due tasks, ten at a time, for an hour's visibility
    $worker = rl_fork(static function () use ($port) {
        $q = new RedisQueue(rl_params(['port' => $port]));
        for ($i = 0; $i < 300; $i++) {
            $q->reserve('jobs', 10, 3600);
        }
        return 0;
    });
    $q = new RedisQueue(rl_params(['port' => $port]));
    for ($i = 0; $i < 10; $i++, $calls++) {
        $wrong += $q->stats('jobs')['delayed'] !== 3000 ? 1 : 0;
    }
    rl_fork_wait($worker);
}
echo "stats() calls that did not count the 3,000 untouched delayed tasks as delayed: $wrong of $calls\n";
?>
--EXPECT--
stats() calls that did not count the 3,000 untouched delayed tasks as delayed: 0 of 50
