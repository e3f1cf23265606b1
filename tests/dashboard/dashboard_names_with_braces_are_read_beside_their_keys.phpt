--TEST--
Dashboard: queues whose names hold "}" (with a hash tag or without one) are read where the extension keeps their data beside them: failed, reserved and waiting counts as stats() and a failed task found by id with its reason
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$q = rl_queue();
$names = ['a}b', 'x{t}y', '{}z}'];
foreach ($names as $name) {
    $q->enqueue($name, ['d1', 'd2', 'd3']);
    $q->reserve($name, 1, 600);
    rl_dashboard_failed($q, $name, 2, "why $name");
}
$port = rl_dashboard_start();
$metrics = rl_dashboard_get($port, '/metrics')['body'];
foreach ($names as $name) {
    $s = $q->stats($name);
    $l = preg_quote('queue="' . $name . '"', '/');
    preg_match("/^redislock_queue_tasks\{$l,state=\"failed\"\} (\d+)$/m", $metrics, $f);
    preg_match("/^redislock_queue_tasks\{$l,state=\"reserved\"\} (\d+)$/m", $metrics, $r);
    $task = rl_dashboard_get($port, '/task?' . http_build_query(['queue' => $name, 'task' => 'd2']))['body'];
    preg_match('/data-field="reason">([^<]*)</', $task, $why);
    echo "$name: failed $f[1] (stats $s[failed]), reserved $r[1] (stats $s[reserved]), d2 reason: ", html_entity_decode($why[1] ?? '?'), "\n";
}
?>
--EXPECT--
a}b: failed 2 (stats 2), reserved 1 (stats 1), d2 reason: why a}b
x{t}y: failed 2 (stats 2), reserved 1 (stats 1), d2 reason: why x{t}y
{}z}: failed 2 (stats 2), reserved 1 (stats 1), d2 reason: why {}z}
