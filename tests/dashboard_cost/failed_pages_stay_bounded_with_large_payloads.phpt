--TEST--
Dashboard: 2,000 failed tasks with payloads of 100 KB each: the failed tasks' first and deepest pages and a task lookup each answer within 1 s, with no Redis command slower than 50 ms in SLOWLOG, and show payload previews only
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/dashboard_cost.inc';
// a private server: its SLOWLOG sees this test's commands only
[$port] = rl_server_start(['--slowlog-log-slower-than', '50000', '--slowlog-max-len', '128']);
$now = rl_dash_server_time($port);
// as fail() leaves them, 100 a script
$script = <<<'LUA'
local payload = string.rep('x', 100000)
for j = tonumber(ARGV[1]), tonumber(ARGV[1]) + 99 do
  redis.call('ZADD', KEYS[1], tonumber(ARGV[2]) - j, 'big-' .. j)
  redis.call('HSET', KEYS[2], 'big-' .. j, '1:too large to handle')
  redis.call('HSET', KEYS[3], 'big-' .. j, payload)
end
return 1
LUA;
for ($at = 0; $at < 2000; $at += 100) {
    rl_redis_at($port, 'EVAL', $script, '3', '{Queue:uploads}:failed', '{Queue:uploads}:failinfo',
        '{Queue:uploads}:failpayloads', (string) $at, sprintf('%.6F', $now));
}
echo 'failed: ', (new RedisQueue(['host' => '127.0.0.1', 'port' => $port]))->stats('uploads')['failed'], "\n";

$http = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => "redis://127.0.0.1:$port",
    'REDISLOCK_DASHBOARD_PREFIX' => null]);
$bound = 1.0 * rl_time_scale();
$figures = [];
foreach (['/queue?name=uploads', '/queue?name=uploads&page=40', '/task?queue=uploads&task=big-1999', '/'] as $path) {
    rl_redis_at($port, 'SLOWLOG', 'RESET');
    [$status, $body, $seconds] = rl_dash_timed_get($http, $path);
    $slow = rl_redis_at($port, 'SLOWLOG', 'GET', '10');
    $figures[] = sprintf('%-36s %s, %.0f ms, %d bytes', $path, $status, $seconds * 1000, strlen($body));
    echo "$path: HTTP $status", $slow ? ', SLOWLOG has ' . json_encode(array_map(
        static fn ($entry) => [$entry[2], array_slice($entry[3], 0, 3)], $slow)) : '',
        $seconds > $bound ? ', ' . round($seconds, 3) . ' s' : '', strlen($body) > 500000 ? ', ' . strlen($body) . ' bytes' : '',
        "\n";
}
if (getenv('REDISLOCK_DASHBOARD_COST_REPORT')) {
    file_put_contents(getenv('REDISLOCK_DASHBOARD_COST_REPORT') . '.payloads', implode("\n", $figures) . "\n");
}
?>
--EXPECT--
failed: 2000
/queue?name=uploads: HTTP 200
/queue?name=uploads&page=40: HTTP 200
/task?queue=uploads&task=big-1999: HTTP 200
/: HTTP 200
