--TEST--
Dashboard: with a queue of 80,000 tasks (30,000 reserved, so stats() would walk them), 2,100 failed and 400 locks, every page view, poll and scrape costs Redis at most 5,000 commands, none logged by SLOWLOG at 50 ms, within 1 s; the reserved and delayed counts of that queue are shown as not counted, the failed list pages at any depth and the lock list stops at its bound
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
[$port] = rl_server_start();
$params = ['host' => '127.0.0.1', 'port' => $port];
$q = new RedisQueue($params);
$ids = range(1, 80000);
$q->enqueue('big', $ids);
for ($i = 0; $i < 3; $i++) {
    $q->reserve('big', 10000, 600);
}
foreach ($q->reserve('big', 2100, 600) as $t) {
    $q->fail('big', $t['id'], $t['score'], 'no');
}
$lock = new RedisLock($params);
for ($i = 0; $i < 400; $i++) {
    $lock->lock("l$i", 0, 120);
}
$s = $q->stats('big');
echo "stats(): size $s[size], due $s[due], reserved $s[reserved], failed $s[failed]\n";
rl_redis_at($port, 'CONFIG', 'SET', 'slowlog-log-slower-than', '50000');
$web = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => "redis://127.0.0.1:$port", 'REDISLOCK_DASHBOARD_PREFIX' => null]);
$processed = static function () use ($port): int {
    preg_match('/total_commands_processed:(\d+)/', rl_redis_at($port, 'INFO', 'stats'), $m);
    return (int) $m[1];
};
foreach (['/', '/metrics', '/api/stats.json', '/queue?name=big', '/queue?name=big&page=40', '/queue?name=big&page=42', '/queue?name=big&page=9999',
    '/task?queue=big&task=5'] as $path) {
    rl_redis_at($port, 'SLOWLOG', 'RESET');
    $before = $processed();
    $start = microtime(true);
    $r = rl_dashboard_get($web, $path);
    $took = microtime(true) - $start;
    $commands = $processed() - $before - 1;
    $slow = rl_redis_at($port, 'SLOWLOG', 'LEN');
    printf("%s: %d, commands within 5,000: %s, slow: %d, within 1 s: %s\n", $path, $r['status'],
        var_export($commands <= 5000, true), $slow, var_export($took < rl_time_scale(), true));
    $bodies[$path] = $r['body'];
}
echo 'big reserved on the page: ', preg_match('/<tr data-queue="big">.*?data-stat="reserved"[^>]*>([^<]*)</', $bodies['/'], $m) ? $m[1] : '?', "\n";
echo 'lock rows: ', substr_count($bodies['/'], 'data-lock='), ', cut said: ', var_export(str_contains($bodies['/'], 'within the scan'), true), "\n";
echo 'reserved sample: ', var_export(str_contains($bodies['/metrics'], 'state="reserved"'), true), ', failed sample: ',
    preg_match('/state="failed"} (\d+)/', $bodies['/metrics'], $m) ? $m[1] : '?', "\n";
foreach ([40, 42, 9999] as $page) {
    echo "failed rows, page $page: ", substr_count($bodies["/queue?name=big&page=$page"], 'data-failed-id='), ', next: ',
        var_export(str_contains($bodies["/queue?name=big&page=$page"], 'rel="next"'), true), "\n";
}
?>
--EXPECT--
stats(): size 77900, due 47900, reserved 30000, failed 2100
/: 200, commands within 5,000: true, slow: 0, within 1 s: true
/metrics: 200, commands within 5,000: true, slow: 0, within 1 s: true
/api/stats.json: 200, commands within 5,000: true, slow: 0, within 1 s: true
/queue?name=big: 200, commands within 5,000: true, slow: 0, within 1 s: true
/queue?name=big&page=40: 200, commands within 5,000: true, slow: 0, within 1 s: true
/queue?name=big&page=42: 200, commands within 5,000: true, slow: 0, within 1 s: true
/queue?name=big&page=9999: 200, commands within 5,000: true, slow: 0, within 1 s: true
/task?queue=big&task=5: 200, commands within 5,000: true, slow: 0, within 1 s: true
big reserved on the page: —
lock rows: 300, cut said: true
reserved sample: false, failed sample: 2100
failed rows, page 40: 50, next: true
failed rows, page 42: 50, next: false
failed rows, page 9999: 0, next: false
