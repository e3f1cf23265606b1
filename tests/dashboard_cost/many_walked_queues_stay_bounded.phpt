--TEST--
Dashboard: 1,000,000 tasks over 50 queues of 20,000 (2,000 reserved and 18,000 delayed each, so that every queue's stats() walks its tasks not due): the overview, its stats poll and /metrics each cost Redis at most 5,000 commands, none slower than 50 ms in SLOWLOG, and answer within 1 s
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/dashboard_cost.inc';
// a private server: its SLOWLOG and MONITOR see this test's commands only
[$port] = rl_server_start(['--slowlog-log-slower-than', '50000', '--slowlog-max-len', '128']);
$now = rl_dash_server_time($port);
for ($q = 0; $q < 50; $q++) {
    $key = "Queue:reminders-$q";
    rl_dash_fill_tasks($port, $key, '{' . $key . '}:attempts', 'r-', 0, 2000, $now + 300, 0.001);
    rl_dash_fill_tasks($port, $key, null, 'r-', 2000, 18000, $now + 3600, 0.1);
}
$stats = (new RedisQueue(['host' => '127.0.0.1', 'port' => $port]))->stats('reminders-49');
echo "stats: size=$stats[size] due=$stats[due] reserved=$stats[reserved] delayed=$stats[delayed]\n";

$http = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => "redis://127.0.0.1:$port",
    'REDISLOCK_DASHBOARD_PREFIX' => null]);
$bound = 1.0 * rl_time_scale();
$figures = [];
foreach (['/', '/api/stats.json', '/metrics'] as $path) {
    rl_redis_at($port, 'SLOWLOG', 'RESET');
    $monitor = rl_dash_monitor_start($port);
    [$status, $body, $seconds] = rl_dash_timed_get($http, $path);
    [$commands, $scripted] = rl_dash_monitor_count($port, $monitor);
    $slow = rl_redis_at($port, 'SLOWLOG', 'GET', '10');
    $figures[] = sprintf('%-16s %s, %d commands (%d run inside scripts), %.0f ms', $path, $status, $commands,
        $scripted, $seconds * 1000);
    echo "$path: HTTP $status", $commands > 5000 ? ", $commands commands" : '',
        $slow ? ', SLOWLOG has ' . json_encode($slow) : '', $seconds > $bound ? ', ' . round($seconds, 3) . ' s' : '',
        "\n";
}
if (getenv('REDISLOCK_DASHBOARD_COST_REPORT')) {
    file_put_contents(getenv('REDISLOCK_DASHBOARD_COST_REPORT') . '.walked', implode("\n", $figures) . "\n");
}
?>
--EXPECT--
stats: size=20000 due=0 reserved=2000 delayed=18000
/: HTTP 200
/api/stats.json: HTTP 200
/metrics: HTTP 200
