--TEST--
Dashboard: with REDISLOCK_DASHBOARD_READONLY=1 the pages render no form that changes anything (the lookup stays) and every POST, with a valid CSRF token and confirm=yes too, is 403 with nothing changed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$q = rl_queue();
rl_dashboard_failed($q, 'jobs', 2);
// a session and its CSRF token taken from a dashboard that allows changes, on the same token
$rw = rl_dashboard_start();
[$cookies, $csrf] = rl_dashboard_session($rw, '/queue?name=jobs');
$port = rl_dashboard_start(['REDISLOCK_DASHBOARD_READONLY' => '1']);
foreach (['/', '/queue?name=jobs', '/task?queue=jobs&task=task-1'] as $path) {
    $body = rl_dashboard_get($port, $path)['body'];
    echo $path, ': post forms ', preg_match_all('/<form[^>]*method="post"/i', $body), ', checkboxes ',
        substr_count($body, 'type="checkbox"'), ', failed rows ', substr_count($body, 'data-failed-id='),
        ', lookup ', substr_count($body, 'data-lookup'), "\n";
}
foreach (['purge-all', 'retry-all', 'purge', 'retry'] as $action) {
    foreach ([false, true] as $confirm) {
        $form = ['queue' => 'jobs', 'action' => $action, 'csrf' => $csrf, 'ids' => ['task-1']] + ($confirm ? ['confirm' => 'yes'] : []);
        $r = rl_http($port, 'POST', '/action', [], $cookies, $form);
        echo "$action", $confirm ? ' confirmed' : '', ': ', $r['status'], "\n";
    }
}
echo 'bearer POST: ', rl_http($port, 'POST', '/action', ['Authorization: Bearer ' . rl_dashboard_token()], [], ['queue' => 'jobs', 'action' => 'purge-all', 'confirm' => 'yes'])['status'], "\n";
$s = $q->stats('jobs');
echo 'failed ', $s['failed'], ', size ', $s['size'], "\n";
?>
--EXPECT--
/: post forms 0, checkboxes 0, failed rows 0, lookup 1
/queue?name=jobs: post forms 0, checkboxes 0, failed rows 2, lookup 0
/task?queue=jobs&task=task-1: post forms 0, checkboxes 0, failed rows 0, lookup 1
purge-all: 403
purge-all confirmed: 403
retry-all: 403
retry-all confirmed: 403
purge: 403
purge confirmed: 403
retry: 403
retry confirmed: 403
bearer POST: 403
failed 2, size 0
