--TEST--
Dashboard: a ?token= request a browser marks as started by another site (Sec-Fetch-Site: cross-site) gets the HttpOnly SameSite=Strict cookie and a page of the dashboard's own that goes on at once to the same address without the token (a redirect would stay the other site's, and carry no Strict cookie); the page holds no token, frames and scripts are refused
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$port = rl_dashboard_start();
$token = rl_dashboard_token();
$r = rl_http($port, 'GET', '/queue?name=a%22b&token=' . $token, ['Sec-Fetch-Site: cross-site']);
echo 'status: ', $r['status'], ', location: ', var_export(isset($r['headers']['location']), true), "\n";
$cookie = implode(' | ', $r['headers']['set-cookie'] ?? []);
echo 'cookie: HttpOnly ', var_export(str_contains($cookie, 'HttpOnly'), true), ', Strict ',
    var_export(str_contains($cookie, 'SameSite=Strict'), true), "\n";
preg_match('/<meta http-equiv="refresh" content="0; url=([^"]*)">/', $r['body'], $m);
echo 'goes on to: ', html_entity_decode($m[1] ?? '?'), "\n";
echo 'token in the page: ', var_export(str_contains($r['body'], $token), true), "\n";
echo 'frame-ancestors none: ', var_export(str_contains($r['headers']['content-security-policy'][0] ?? '', "frame-ancestors 'none'"), true), "\n";
$same = rl_http($port, 'GET', '/?token=' . $token, ['Sec-Fetch-Site: none']);
echo 'typed or bookmarked: ', $same['status'], ' to ', $same['headers']['location'][0] ?? '?', "\n";
$r = rl_http($port, 'GET', '/?token=wrong', ['Sec-Fetch-Site: cross-site']);
echo 'wrong token from another site: ', $r['status'], "\n";
?>
--EXPECT--
status: 200, location: false
cookie: HttpOnly true, Strict true
goes on to: /queue?name=a%22b
token in the page: false
frame-ancestors none: true
typed or bookmarked: 303 to /
wrong token from another site: 401
