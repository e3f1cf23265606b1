--TEST--
RedisQueue: a waiting pop() or reserve() on a queue whose head is due thousands of years from now (a score an old client may use to park a task) blocks its slices like any other wait: a handful of script runs, no spinning, false after $wait
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
foreach (['1e13', '5e15', '9e18', '1e300'] as $score) {
    rl_redis_at($port, 'ZADD', rl_queue_key('far'), $score, "parked-$score");
    $q->size('far');
    rl_redis_at($port, 'CONFIG', 'RESETSTAT');
    $t0 = microtime(true);
    $r = [$q->pop('far', 1, 10, 1.5), $q->reserve('far', 1, 30, 1.5)];
    $took = microtime(true) - $t0;
    $runs = rl_command_calls('evalsha', $port);
    printf("head at %s: %s, 3 s: %s, script runs: %s\n", $score, json_encode($r), $took > 2.9 && $took < 3.1 + 0.5 * rl_time_scale() ? 'yes' : "no ($took)",
        $runs <= 8 ? 'a few' : $runs);
    rl_redis_at($port, 'DEL', rl_queue_key('far'));
}
?>
--EXPECT--
head at 1e13: [false,false], 3 s: yes, script runs: a few
head at 5e15: [false,false], 3 s: yes, script runs: a few
head at 9e18: [false,false], 3 s: yes, script runs: a few
head at 1e300: [false,false], 3 s: yes, script runs: a few
