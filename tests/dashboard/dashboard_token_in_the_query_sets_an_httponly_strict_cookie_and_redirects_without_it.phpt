--TEST--
Dashboard: a valid ?token= answers a redirect to the same address without it, setting an HttpOnly, SameSite=Strict cookie that is not the token and then admits the browser; the bearer header admits too; the redirect never leaves the host
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$port = rl_dashboard_start();
$token = rl_dashboard_token();
$r = rl_http($port, 'GET', '/queue?name=a%20b&token=' . rawurlencode($token) . '&page=2');
echo 'status: ', $r['status'], "\n";
echo 'location: ', $r['headers']['location'][0], "\n";
$line = $r['headers']['set-cookie'][0];
echo 'HttpOnly: ', var_export(stripos($line, 'HttpOnly') !== false, true), "\n";
echo 'SameSite=Strict: ', var_export(stripos($line, 'SameSite=Strict') !== false, true), "\n";
echo 'the token in the answer: ', var_export(str_contains(json_encode($r), $token), true), "\n";
$cookies = rl_http_cookies($r);
echo 'with the cookie: ', rl_http($port, 'GET', '/', [], $cookies)['status'], "\n";
echo 'bearer: ', rl_dashboard_get($port, '/metrics')['status'], "\n";
echo 'no cookie: ', rl_http($port, 'GET', '/')['status'], "\n";
// the redirect stays on this host whatever the path looks like
echo 'from //elsewhere: ', rl_http($port, 'GET', '//elsewhere.example/x?token=' . rawurlencode($token))['headers']['location'][0], "\n";
?>
--EXPECT--
status: 303
location: /queue?name=a%20b&page=2
HttpOnly: true
SameSite=Strict: true
the token in the answer: false
with the cookie: 200
bearer: 200
no cookie: 401
from //elsewhere: /x
