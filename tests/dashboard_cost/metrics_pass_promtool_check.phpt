--TEST--
Dashboard: /metrics with queues (due, reserved, delayed, failed), locks, semaphores and stocks, some named with quotes, backslashes and non-ASCII text, passes `promtool check metrics` and has every metric with the figures stats() and info() give
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/dashboard_cost.inc';
$promtool = (string) getenv('REDISLOCK_PROMTOOL');
if (!is_executable($promtool)) {
    echo "promtool is missing (scripts/test unpacks it and exports REDISLOCK_PROMTOOL)\n";
    exit(1);
}
// a private server: the dashboard's SCAN sees this test's keys only
[$port] = rl_server_start();
$params = ['host' => '127.0.0.1', 'port' => $port];
$weird = "we\"ird\\q\xc3\xa9";

$queue = new RedisQueue($params);
$queue->put('orders', ['o1' => '{"order":1}', 'o2' => '{"order":2}', 'o3' => '{"order":3}', 'o4' => '{"order":4}']);
$queue->put('orders', ['later' => '{"order":5}'], 3600);
// three taken by a worker, which fails the third
$reserved = $queue->reserve('orders', 3, 600);
$queue->fail('orders', $reserved[2]['id'], $reserved[2]['score'], 'card declined <script>alert(1)</script>');
$queue->enqueue($weird, ['a', 'b']);

$lock = new RedisLock($params);
$lock->lock('report', 0, 600);
$lock->lock($weird, 0, 600);
$semaphore = new RedisSemaphore($params);
$semaphore->acquire('payments', 4, 0, 600, 3);
$other = new RedisSemaphore($params);
$other->acquire($weird, 2, 0, 600);
$stock = new RedisStock($params);
$stock->set('sku-1', 10);
$stock->take('sku-1', 3, 'alice', 0, 600);
$stock->take('sku-1', 2);
$stock->set($weird, 5);

$http = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => "redis://127.0.0.1:$port",
    'REDISLOCK_DASHBOARD_PREFIX' => null]);
$token = rl_dashboard_token();
[$status, $body] = rl_dash_timed_get($http, '/metrics');
echo "HTTP $status\n";

$check = proc_open([$promtool, 'check', 'metrics'], [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']],
    $pipes);
fwrite($pipes[0], $body);
fclose($pipes[0]);
$said = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
$exit = proc_close($check);
echo "promtool check metrics: exit $exit", trim($said) === '' ? '' : ":\n$said", "\n";

// every metric, with the figures of stats() and info()
$label = static fn (string $name): string => str_replace(['\\', '"', "\n"], ['\\\\', '\\"', '\\n'], $name);
$stats = $queue->stats('orders');
$expect = [
    ['redislock_queue_size', 'queue="orders"', $stats['size']],
    ['redislock_queue_tasks', 'state="due"', null],
    ['redislock_queue_oldest_due_age_seconds', 'queue="orders"', null],
    ['redislock_queue_waiting_workers', 'queue="orders"', 0],
    ['redislock_queue_size', 'queue="' . $label($weird) . '"', 2],
    ['redislock_locks_held', '', 2],
    ['redislock_semaphore_permits_held', 'semaphore="payments"', 3],
    ['redislock_semaphore_permits_held', 'semaphore="' . $label($weird) . '"', 1],
    ['redislock_stock_available', 'item="sku-1"', $stock->info('sku-1')['available']],
    ['redislock_stock_held', 'item="sku-1"', $stock->info('sku-1')['held']],
    ['redislock_stock_available', 'item="' . $label($weird) . '"', 5],
];
foreach ($expect as [$name, $labels, $value]) {
    $got = rl_dash_metric($body, $name, $labels);
    if ($got === null || ($value !== null && $got != $value)) {
        echo "$name{{$labels}}: ", var_export($got, true), ', expected ', var_export($value, true), "\n";
    }
}
foreach (['due' => $stats['due'], 'reserved' => $stats['reserved'], 'delayed' => $stats['delayed'],
    'failed' => $stats['failed']] as $state => $value) {
    $found = preg_match('/^redislock_queue_tasks\{(?=[^}]*queue="orders")(?=[^}]*state="' . $state . '")[^}]*\} (\S+)$/m',
        $body, $m);
    echo "orders $state: ", $found ? $m[1] : 'missing', " (stats(): $value)\n";
}
// no secret: neither the dashboard's token nor a lock's or a permit's
foreach ([$token, $lock->token('report')] as $secret) {
    var_dump(strpos($body, $secret));
}
?>
--EXPECT--
HTTP 200
promtool check metrics: exit 0
orders due: 1 (stats(): 1)
orders reserved: 2 (stats(): 2)
orders delayed: 1 (stats(): 1)
orders failed: 1 (stats(): 1)
bool(false)
bool(false)
