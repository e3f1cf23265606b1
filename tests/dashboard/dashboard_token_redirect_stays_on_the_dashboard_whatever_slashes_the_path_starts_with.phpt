--TEST--
Dashboard: the redirect a ?token= request gets stays on the dashboard's own host whatever slashes and backslashes its path starts with (a browser reads "/\host" as "//host", another site)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$port = rl_dashboard_start();
$token = rl_dashboard_token();
foreach (['/\\evil.example/x', '/\\/evil.example', '//\\evil.example', '/\\\\evil.example', '//evil.example/x', '/queue'] as $path) {
    $r = rl_http($port, 'GET', $path . '?name=q&token=' . $token);
    $location = $r['headers']['location'][0] ?? '';
    // same origin: one "/" then neither "/" nor "\" (which browsers read as "/")
    $same = preg_match('#^/(?![/\\\\])#', $location) === 1;
    echo json_encode($path), ': ', $r['status'], ', same origin: ', var_export($same, true),
        ', token kept: ', var_export(str_contains($location, $token), true), "\n";
}
?>
--EXPECT--
"\/\\evil.example\/x": 303, same origin: true, token kept: false
"\/\\\/evil.example": 303, same origin: true, token kept: false
"\/\/\\evil.example": 303, same origin: true, token kept: false
"\/\\\\evil.example": 303, same origin: true, token kept: false
"\/\/evil.example\/x": 303, same origin: true, token kept: false
"\/queue": 303, same origin: true, token kept: false
