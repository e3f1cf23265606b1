--TEST--
RedisQueue retryFailed() and purgeFailed() of all while failures stream in faster than the call handles them (another client adds 5,000 failed tasks a script): the call handles the failed tasks there were at its first round (the oldest) and ends, in a bounded number of round trips, instead of going on while new failures keep coming
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server: its EVALSHA calls are the call's alone (the stream uses EVAL)
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
$failed = rl_queue_key_beside('jobs', ':failed');
$failinfo = rl_queue_key_beside('jobs', ':failinfo');
$stop = rl_queue_key_beside('jobs', ':stop');
// adds ARGV[2] failed tasks named <ARGV[1]>1..n, failed at time ARGV[3]; nothing once KEYS[3] exists
$add = "if redis.call('EXISTS', KEYS[3]) == 1 then return 0 end
    for i = 1, tonumber(ARGV[2]) do
        redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1] .. i)
        redis.call('HSET', KEYS[2], ARGV[1] .. i, '1:broken')
    end
    return 1";
foreach (['retryFailed', 'purgeFailed'] as $method) {
    rl_redis_at($port, 'DEL', rl_queue_key('jobs'), $failed, $failinfo, $stop);
    rl_redis_at($port, 'EVAL', $add, '3', $failed, $failinfo, $stop, 'old', '5000', '1');
    // the stream: 5,000 failures a script, newer than those above, for at most 5 s
    $stream = rl_fork(static function () use ($port, $add, $failed, $failinfo, $stop) {
        $end = microtime(true) + 5;
        for ($i = 0; $i < 10000 && microtime(true) < $end; $i++) {
            if (!rl_redis_at($port, 'EVAL', $add, '3', $failed, $failinfo, $stop, "new$i-", '5000', (string) (2 + $i))) {
                break;
            }
        }
        return 0;
    });
    rl_wait_settled(static fn () => rl_redis_at($port, 'ZCARD', $failed) > 5000 ? '' : 'the stream has not begun',
        5, 'failures streaming in');
    $calls = rl_command_calls('evalsha', $port);
    $handled = $q->$method('jobs');
    $trips = rl_command_calls('evalsha', $port) - $calls;
    $streaming = pcntl_waitpid($stream, $status, WNOHANG) === 0;
    rl_redis_at($port, 'SET', $stop, '1');
    rl_fork_wait($stream);
    // the round trips are those of the tasks failed at the first round: 1 per 1,000
    printf("%s() of all while failures stream in: the 5,000 old ones handled: %s; round trips those of the tasks handled (%s); at most 60: %s; ended while failures still came in: %s\n",
        $method, rl_redis_at($port, 'ZCOUNT', $failed, '1', '1') === 0 ? 'yes' : 'no',
        $trips === intdiv($handled + 999, 1000) ? 'yes' : "no: $trips for $handled", $trips <= 60 ? 'yes' : "no: $trips",
        $streaming ? 'yes' : 'no');
}
?>
--EXPECT--
retryFailed() of all while failures stream in: the 5,000 old ones handled: yes; round trips those of the tasks handled (yes); at most 60: yes; ended while failures still came in: yes
purgeFailed() of all while failures stream in: the 5,000 old ones handled: yes; round trips those of the tasks handled (yes); at most 60: yes; ended while failures still came in: yes
