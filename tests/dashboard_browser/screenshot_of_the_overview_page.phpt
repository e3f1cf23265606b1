--TEST--
Dashboard in Chromium: a screenshot of the overview page with realistic data (four queues, failed tasks, locks, a semaphore, two stocks), taken once the page has refreshed its figures twice: into a temporary folder, or to docs/images/dashboard.png with REDISLOCK_SCREENSHOT=1 (the picture the docs show)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/browser.inc';
$seed = rl_browser_seed();
$q = $seed['queue'];
$q->enqueue('webhooks', array_map(fn ($n) => "hook-$n", range(1, 240)));
$q->enqueue('webhooks', array_map(fn ($n) => "retry-$n", range(1, 35)), 10, 900);
foreach ($q->reserve('webhooks', 8, 300) as $i => $task) {
    if ($i < 2) {
        $q->fail('webhooks', $task['id'], $task['score'], $i ? 'HTTP 503 from https://example.com/hook after 5 attempts'
            : 'cURL error 28: Operation timed out after 10001 ms');
    }
}
$q->enqueue('thumbnails', array_map(fn ($n) => "img-$n", range(1, 1800)));
$q->reserve('thumbnails', 4, 120);
$locks = rl_lock();
$locks->lock('report:daily', 0, 600);
$locks->lock('user:1187:profile', 0, 30);
$stock = rl_stock();
$stock->set('concert-ticket', 500);
foreach (range(1, 12) as $n) {
    $stock->take('concert-ticket', 1 + $n % 3, "buyer-$n", 4, $n % 2 ? 300 : 0);
}
$path = getenv('REDISLOCK_SCREENSHOT') === '1' ? dirname(__DIR__, 2) . '/docs/images/dashboard.png'
    : sys_get_temp_dir() . '/rl-dashboard-' . getmypid() . '.png';
@mkdir(dirname($path), 0777, true);
@unlink($path);
$port = rl_dashboard_start();
rl_browser_run('screenshot.mjs', $port, ['path' => $path]);
$size = getimagesize($path);
echo 'a PNG: ', $size['mime'], ', ', $size[0], ' px wide, at least 600 high: ', $size[1] >= 600 ? 'yes' : 'no', "\n";
if (getenv('REDISLOCK_SCREENSHOT') !== '1') {
    unlink($path);
}
?>
--EXPECT--
refreshed twice before the screenshot: true
queues shown: 4
a PNG: image/png, 1280 px wide, at least 600 high: yes
