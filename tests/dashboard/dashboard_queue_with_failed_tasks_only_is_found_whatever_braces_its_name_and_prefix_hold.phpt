--TEST--
Dashboard: a queue whose every task failed (no sorted set of its own left, only the failed set beside it) is found by SCAN and shown with its failed count in the page and /metrics, whatever braces its name and the prefix hold (a hash tag in the prefix, as Cluster users write it)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
foreach (['', '{app}:', 'p}'] as $extra) {
    $prefix = rl_prefix() . $extra;
    $q = rl_queue(['prefix' => $prefix]);
    $names = ['jobs', 'x{t}y', 'a}b'];
    foreach ($names as $name) {
        rl_dashboard_failed($q, $name, 2);
    }
    $port = rl_dashboard_start(['REDISLOCK_DASHBOARD_PREFIX' => $prefix]);
    $page = rl_dashboard_get($port, '/')['body'];
    $metrics = rl_dashboard_get($port, '/metrics')['body'];
    $seen = [];
    foreach ($names as $name) {
        $ok = preg_match('/<tr data-queue="' . preg_quote(htmlspecialchars($name), '/') . '">.*?data-stat="failed">(\d+)</', $page, $p)
            && preg_match('/^redislock_queue_tasks\{queue="' . preg_quote($name, '/') . '",state="failed"\} (\d+)$/m', $metrics, $m);
        $seen[] = $name . ' ' . ($ok ? "$p[1]/$m[1]" : 'missing');
    }
    echo json_encode($extra), ': ', implode(', ', $seen), "\n";
}
?>
--EXPECT--
"": jobs 2/2, x{t}y 2/2, a}b 2/2
"{app}:": jobs 2/2, x{t}y 2/2, a}b 2/2
"p}": jobs 2/2, x{t}y 2/2, a}b 2/2
