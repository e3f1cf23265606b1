--TEST--
Dashboard: a queue, lock, semaphore and stock item named like a number ("42", "7", "3", "1001", found by SCAN) are listed with their figures in the page, /api/stats.json and /metrics like any other name
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
require __DIR__ . '/../inc/semaphore.inc';
$q = rl_queue();
$q->enqueue('42', ['t1', 't2']);
$lock = rl_lock();
$lock->lock('7', 0, 30);
$sem = rl_semaphore();
$sem->acquire('3', 2, 0, 20);
rl_stock()->set('1001', 5);
$port = rl_dashboard_start();
$page = rl_dashboard_get($port, '/');
echo 'page: ', $page['status'], "\n";
preg_match('/<tr data-queue="42">.*?data-stat="size">(\d+)</', $page['body'], $m);
echo 'queue 42 size: ', $m[1] ?? '?', "\n";
echo 'lock 7 listed: ', var_export(str_contains($page['body'], '<tr data-lock="7">'), true), "\n";
echo 'semaphore 3 listed: ', var_export(str_contains($page['body'], '<tr data-semaphore="3">'), true), "\n";
preg_match('/<tr data-stock="1001">.*?data-stat="available">(\d+)</', $page['body'], $m);
echo 'stock 1001 available: ', $m[1] ?? '?', "\n";
$api = rl_dashboard_get($port, '/api/stats.json');
echo 'api: ', $api['status'], ', queue 42 size ', json_decode($api['body'], true)['queues']['42']['size'] ?? '?', "\n";
$metrics = rl_dashboard_get($port, '/metrics');
echo 'metrics: ', $metrics['status'], "\n";
preg_match('/^redislock_stock_available\{item="1001"\} (\d+)$/m', $metrics['body'], $m);
echo 'metric stock 1001: ', $m[1] ?? '?', "\n";
$lock->unlock('7');
$sem->release('3');
?>
--EXPECT--
page: 200
queue 42 size: 2
lock 7 listed: true
semaphore 3 listed: true
stock 1001 available: 5
api: 200, queue 42 size 2
metrics: 200
metric stock 1001: 5
