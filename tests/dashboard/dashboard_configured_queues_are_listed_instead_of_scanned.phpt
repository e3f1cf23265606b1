--TEST--
Dashboard: REDISLOCK_DASHBOARD_QUEUES lists exactly those queues (in its order, empty ones included, spaces trimmed) in the page, the JSON and /metrics, instead of the ones SCAN finds; without it the queues with tasks or failed tasks are found
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$q = rl_queue();
$q->enqueue('found', ['a']);
rl_dashboard_failed($q, 'onlyfailed', 1);
$q->enqueue('listed', ['a', 'b']);
$rows = static function (int $port): string {
    preg_match_all('/<tr data-queue="([^"]+)">/', rl_dashboard_get($port, '/')['body'], $m);
    $json = json_decode(rl_dashboard_get($port, '/api/stats.json')['body'], true);
    preg_match_all('/^redislock_queue_size\{queue="([^"]+)"\} (\d+)$/m', rl_dashboard_get($port, '/metrics')['body'], $s, PREG_SET_ORDER);
    return 'page ' . implode(',', $m[1]) . '; json ' . implode(',', array_keys($json['queues'])) . '; metrics '
        . implode(',', array_map(static fn ($x) => "$x[1]=$x[2]", $s));
};
echo 'configured: ', $rows(rl_dashboard_start(['REDISLOCK_DASHBOARD_QUEUES' => ' listed, nothing ,,'])), "\n";
echo 'scanned: ', $rows(rl_dashboard_start()), "\n";
?>
--EXPECT--
configured: page listed,nothing; json listed,nothing; metrics listed=2,nothing=0
scanned: page found,listed,onlyfailed; json found,listed,onlyfailed; metrics found=1,listed=2,onlyfailed=0
