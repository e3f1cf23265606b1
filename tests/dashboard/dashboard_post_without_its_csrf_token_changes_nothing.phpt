--TEST--
Dashboard: a POST without its CSRF token (none, a wrong one, another session's, one without the session cookie), even with confirm=yes, is 403 and changes nothing; with the token it asks first
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$q = rl_queue();
rl_dashboard_failed($q, 'jobs', 2);
$port = rl_dashboard_start();
[$cookies, $csrf] = rl_dashboard_session($port, '/queue?name=jobs');
[$other, $otherCsrf] = rl_dashboard_session($port, '/queue?name=jobs');
echo 'two sessions, two tokens: ', var_export($csrf !== $otherCsrf, true), "\n";
$form = ['queue' => 'jobs', 'action' => 'purge-all', 'confirm' => 'yes'];
$auth = ['rl_dashboard_auth' => $cookies['rl_dashboard_auth']];
foreach ([
    'no token' => [$form, $cookies],
    'empty token' => [$form + ['csrf' => ''], $cookies],
    'wrong token' => [$form + ['csrf' => str_repeat('0', 64)], $cookies],
    "another session's token" => [$form + ['csrf' => $otherCsrf], $cookies],
    'no session cookie' => [$form + ['csrf' => $csrf], $auth],
    'token as an array' => [$form + ['csrf' => [$csrf]], $cookies],
] as $what => [$body, $jar]) {
    $r = rl_http($port, 'POST', '/action', [], $jar, $body);
    echo "$what: ", $r['status'], ', failed ', $q->stats('jobs')['failed'], "\n";
}
$r = rl_http($port, 'POST', '/action', [], $cookies, ['queue' => 'jobs', 'action' => 'purge-all', 'csrf' => $csrf]);
echo 'with its token, no confirm: ', $r['status'], ', confirmation page: ',
    var_export(str_contains($r['body'], 'data-confirm'), true), ', failed ', $q->stats('jobs')['failed'], "\n";
?>
--EXPECT--
two sessions, two tokens: true
no token: 403, failed 2
empty token: 403, failed 2
wrong token: 403, failed 2
another session's token: 403, failed 2
no session cookie: 403, failed 2
token as an array: 403, failed 2
with its token, no confirm: 200, confirmation page: true, failed 2
