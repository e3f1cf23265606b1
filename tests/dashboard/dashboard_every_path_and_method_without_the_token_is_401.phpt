--TEST--
Dashboard: without the token every path and method answers 401 with nothing of the page: no header, a wrong bearer token, a wrong ?token=, a forged cookie; nothing changes (a POST retry without the token leaves the failed task)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$q = rl_queue();
rl_dashboard_failed($q, 'jobs', 1);
$port = rl_dashboard_start();
$paths = ['/', '/metrics', '/api/stats.json', '/queue?name=jobs', '/task?queue=jobs&task=task-1', '/assets/app.js',
    '/assets/app.css', '/action', '/no/such/page', '/index.php', '/src/Config.php'];
$bad = [
    'none' => [[], []],
    'wrong bearer' => [['Authorization: Bearer nope'], []],
    'empty bearer' => [['Authorization: Bearer '], []],
    'basic' => [['Authorization: Basic ' . base64_encode('x:' . rl_dashboard_token())], []],
    'forged cookie' => [[], ['rl_dashboard_auth' => 'forged']],
    'token as cookie' => [[], ['rl_dashboard_auth' => rl_dashboard_token()]],
];
$seen = [];
foreach ($paths as $path) {
    foreach (['GET', 'POST', 'HEAD', 'PUT', 'DELETE'] as $method) {
        foreach ($bad as $what => [$headers, $cookies]) {
            $body = $method === 'POST' ? ['queue' => 'jobs', 'action' => 'retry-all', 'confirm' => 'yes'] : null;
            $r = rl_http($port, $method, $path, $headers, $cookies, $body);
            $seen[$r['status'] . ($method !== 'HEAD' && str_contains($r['body'], 'data-') ? ' with page' : '')] = true;
        }
        $r = rl_http($port, $method, $path . (str_contains($path, '?') ? '&' : '?') . 'token=wrong');
        $seen[$r['status'] . ' (wrong ?token=)'] = true;
    }
}
ksort($seen);
echo implode("\n", array_keys($seen)), "\n";
echo 'failed still: ', $q->stats('jobs')['failed'], "\n";
$r = rl_dashboard_get($port, '/');
echo 'with the token: ', $r['status'], "\n";
?>
--EXPECT--
401
401 (wrong ?token=)
failed still: 1
with the token: 200
