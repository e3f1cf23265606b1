--TEST--
Dashboard: with no token configured (the variable absent, or empty) every request is 401, whatever token it brings
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
foreach (['absent' => null, 'empty' => ''] as $what => $token) {
    $port = rl_dashboard_start(['REDISLOCK_DASHBOARD_TOKEN' => $token]);
    $statuses = [];
    foreach (['/', '/metrics', '/api/stats.json', '/?token=', '/?token=x'] as $path) {
        foreach ([[], ['Authorization: Bearer '], ['Authorization: Bearer x']] as $headers) {
            $statuses[rl_http($port, 'GET', $path, $headers)['status']] = true;
            $statuses[rl_http($port, 'POST', $path, $headers, [], ['a' => 'b'])['status']] = true;
        }
        $statuses[rl_http($port, 'GET', $path, [], ['rl_dashboard_auth' => hash_hmac('sha256', 'dashboard-cookie', '')])['status']] = true;
    }
    echo "token $what: ", implode(',', array_keys($statuses)), "\n";
}
?>
--EXPECT--
token absent: 401
token empty: 401
