--TEST--
Dashboard: with 1,000,000 tasks queued, 100,000 failed, and more queues, locks, semaphores and stocks than a page lists, the overview, its stats poll, the failed tasks' first and last pages, a task lookup and /metrics each cost Redis at most 5,000 commands, none slower than 50 ms in SLOWLOG, and answer within 1 s
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
$prefix = 'shop:';
$params = ['host' => '127.0.0.1', 'port' => $port, 'prefix' => $prefix];
$now = rl_dash_server_time($port);

// the queue "big": 500,000 tasks due (the oldest for 100,000 s), 20,000
// reserved by workers and 480,000 delayed (stats() would walk the 500,000
// tasks not due, 2,000 a script); 100,000 failed tasks with reasons and
// payloads
$queue_key = $prefix . 'Queue:big';
rl_dash_fill_tasks($port, $queue_key, null, 'order-', 0, 500000, $now - 100000, 0.1);
rl_dash_fill_tasks($port, $queue_key, '{' . $queue_key . '}:attempts', 'order-', 500000, 20000, $now + 300, 0.001);
rl_dash_fill_tasks($port, $queue_key, null, 'order-', 520000, 480000, $now + 3600, 0.01);
rl_dash_fill_failed($port, $queue_key, 'failed-', 100000, $now);
// past every list's bound: 120 small queues, 4,000 locks, 400
// semaphores, 320 stocks (20 with holds)
$queue = new RedisQueue($params);
for ($i = 0; $i < 120; $i++) {
    $queue->put("mail-$i", ["m-$i-a" => 'to: a@example.org', "m-$i-b" => 'to: b@example.org'], $i % 2 ? 60 : 0);
}
rl_dash_fill_locks($port, $prefix, 4000, $now);
$stock = new RedisStock($params);
for ($i = 0; $i < 320; $i++) {
    $stock->set("sku-$i", 1000);
    if ($i < 20) {
        $stock->take("sku-$i", 2, "buyer-$i", 0, 600);
        $stock->take("sku-$i", 1);
    }
}
// the keys are those the extension reads
$stats = $queue->stats('big');
echo "stats: size=$stats[size] due=$stats[due] reserved=$stats[reserved] delayed=$stats[delayed] failed=$stats[failed]\n";
var_dump(count($queue->failed('big', 5)), rl_redis_at($port, 'DBSIZE') > 5000);

$http = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => "redis://127.0.0.1:$port",
    'REDISLOCK_DASHBOARD_PREFIX' => $prefix]);

$bound = 1.0 * rl_time_scale();
$figures = [];
// each address twice: the first round counts the commands (MONITOR slows
// Redis a little), both are timed and watched by SLOWLOG
foreach ([1, 2] as $round) {
    foreach (['/', '/api/stats.json', '/queue?name=big', '/queue?name=big&page=1000', '/task?queue=big&task=failed-77',
        '/task?queue=big&task=order-999999', '/metrics'] as $path) {
        rl_redis_at($port, 'SLOWLOG', 'RESET');
        $monitor = $round === 1 ? rl_dash_monitor_start($port) : null;
        [$status, $body, $seconds] = rl_dash_timed_get($http, $path);
        [$commands, $scripted] = $monitor ? rl_dash_monitor_count($port, $monitor) : [null, null];
        $slow = rl_redis_at($port, 'SLOWLOG', 'GET', '10');
        $figures[] = sprintf('%-36s round %d: %s, %s commands (%s run inside scripts), %.0f ms, %d bytes', $path,
            $round, $status, $commands ?? '-', $scripted ?? '-', $seconds * 1000, strlen($body));
        if ($status !== 200) {
            echo "$path: HTTP $status\n", substr($body, 0, 2000), "\n";
        }
        if ($commands !== null && $commands > 5000) {
            echo "$path: $commands commands\n";
        }
        if ($slow) {
            echo "$path: SLOWLOG has ", json_encode($slow), "\n";
        }
        if ($seconds > $bound) {
            echo "$path: answered in ", round($seconds, 3), " s\n";
        }
        if ($path === '/metrics' && $round === 1) {
            var_dump(rl_dash_metric($body, 'redislock_queue_size', 'queue="big"'),
                rl_dash_metric($body, 'redislock_queue_tasks', 'state="failed"') !== null,
                preg_match('/^redislock_queue_tasks\{[^}]*queue="big"[^}]*state="failed"[^}]*\} 100000$/m', $body)
                + preg_match('/^redislock_queue_tasks\{[^}]*state="failed"[^}]*queue="big"[^}]*\} 100000$/m', $body));
        }
        if ($path === '/' && $round === 1) {
            var_dump(strpos($body, 'data-queue="big"') !== false);
        }
        if ($path === '/api/stats.json' && $round === 1) {
            var_dump(is_array(json_decode($body, true)));
        }
        if ($path === '/queue?name=big' && $round === 1) {
            var_dump(substr_count($body, 'data-failed-id=') > 0);
        }
        if ($path === '/task?queue=big&task=failed-77' && $round === 1) {
            var_dump(strpos($body, 'order 77') !== false);
        }
    }
}
// the figures docs/operations.md gives, when asked for
if (getenv('REDISLOCK_DASHBOARD_COST_REPORT')) {
    file_put_contents(getenv('REDISLOCK_DASHBOARD_COST_REPORT'), implode("\n", $figures) . "\n");
}
echo "done\n";
?>
--EXPECT--
stats: size=1000000 due=500000 reserved=20000 delayed=480000 failed=100000
int(5)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
float(1000000)
bool(true)
int(1)
done
