--TEST--
Dashboard: queue names and task ids holding CR LF and RESP framing ("\r\nDEL key", "*1\r\n$8\r\nFLUSHALL") reach Redis as data in its own client: pages answer, the names are shown as given, and no other key is touched
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$canary = rl_prefix() . 'canary';
rl_redis_at(rl_port(), 'SET', $canary, 'alive');
$evil = ["x\r\nDEL $canary\r\n", "*1\r\n\$8\r\nFLUSHALL\r\n", "*2\r\n\$3\r\nDEL\r\n\$" . strlen($canary) . "\r\n$canary\r\n"];
$q = rl_queue();
$q->put($evil[0], [$evil[1] => 'payload']);
$port = rl_dashboard_start();
foreach ($evil as $name) {
    $a = rl_dashboard_get($port, '/queue?' . http_build_query(['name' => $name]));
    $b = rl_dashboard_get($port, '/task?' . http_build_query(['queue' => $name, 'task' => $name]));
    echo $a['status'], ' ', $b['status'], "\n";
}
$task = rl_dashboard_get($port, '/task?' . http_build_query(['queue' => $evil[0], 'task' => $evil[1]]));
preg_match('/data-state="(\w+)"/', $task['body'], $m);
echo 'the task with a RESP id: ', $m[1] ?? '?', "\n";
$page = rl_dashboard_get($port, '/');
echo 'overview: ', $page['status'], ', queue shown as given: ',
    var_export(str_contains($page['body'], 'data-queue="' . htmlspecialchars($evil[0]) . '"'), true), "\n";
echo 'canary: ', rl_redis_at(rl_port(), 'GET', $canary), "\n";
rl_redis_at(rl_port(), 'DEL', $canary);
?>
--EXPECT--
200 200
200 200
200 200
the task with a RESP id: due
overview: 200, queue shown as given: true
canary: alive
