--TEST--
RedisQueue retryFailed() and purgeFailed() of all: one script run (one round trip) per 1,000 failed tasks, as documented, also when the count is a multiple of 1,000 (no run that finds nothing left), and one for none: 0, 1,000, 2,000 and 2,500 failed tasks take 1, 1, 2 and 3
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server: its script calls are this test's alone
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
$failed = rl_queue_key_beside('jobs', ':failed');
$failinfo = rl_queue_key_beside('jobs', ':failinfo');
/* Puts n failed tasks f1..fn in the failed set, as fail() records them. */
$fail = static function (int $n) use ($port, $failed, $failinfo) {
    rl_redis_at($port, 'EVAL', "for i = 1, tonumber(ARGV[1]) do
        redis.call('ZADD', KEYS[1], i, 'f' .. i)
        redis.call('HSET', KEYS[2], 'f' .. i, '1:broken')
    end", '2', $failed, $failinfo, (string) $n);
};
foreach (['retryFailed', 'purgeFailed'] as $method) {
    foreach ([0, 1000, 2000, 2500] as $n) {
        $fail($n);
        $calls = rl_command_calls('evalsha', $port);
        $handled = $q->$method('jobs');
        printf("%s() of %d: %d handled, %d round trips, %d failed left\n", $method, $n, $handled,
            rl_command_calls('evalsha', $port) - $calls, rl_redis_at($port, 'ZCARD', $failed));
        rl_redis_at($port, 'DEL', rl_queue_key('jobs'));
    }
}
echo 'keys left: ', implode(',', rl_redis_at($port, 'KEYS', '*')) ?: 'none', "\n";
?>
--EXPECT--
retryFailed() of 0: 0 handled, 1 round trips, 0 failed left
retryFailed() of 1000: 1000 handled, 1 round trips, 0 failed left
retryFailed() of 2000: 2000 handled, 2 round trips, 0 failed left
retryFailed() of 2500: 2500 handled, 3 round trips, 0 failed left
purgeFailed() of 0: 0 handled, 1 round trips, 0 failed left
purgeFailed() of 1000: 1000 handled, 1 round trips, 0 failed left
purgeFailed() of 2000: 2000 handled, 2 round trips, 0 failed left
purgeFailed() of 2500: 2500 handled, 3 round trips, 0 failed left
keys left: none
