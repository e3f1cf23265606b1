--TEST--
Dashboard in Chromium, REDISLOCK_DASHBOARD_READONLY=1: the queues and failed tasks are shown with no form, button or checkbox that changes anything, and POSTs (retry, purge, retry-all, purge-all, asked and confirmed) are 403 and change nothing, even with a CSRF token valid for the browser's session
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/browser.inc';
$seed = rl_browser_seed();
$q = $seed['queue'];
$show = static function (string $when) use ($q): void {
    $s = $q->stats('emails');
    echo "$when: failed=$s[failed] size=$s[size] due=$s[due]\n";
};
$show('before');
$writable = rl_dashboard_start();
$port = rl_dashboard_start(['REDISLOCK_DASHBOARD_READONLY' => '1']);
rl_browser_run('readonly.mjs', $port, ['ids' => $seed['failed'], 'writable' => "http://127.0.0.1:$writable",
    'token' => rl_dashboard_token()], $show);
?>
--EXPECT--
before: failed=3 size=17 due=12
a CSRF token of this session, from the dashboard that is not read-only: true
overview: queue rows shown: 2 forms that post, controls that change: 0 0
failed tasks: rows shown: 3 forms that post, controls that change: 0 0
posts with that token, asked and confirmed: 403 403 403 403 403 403 403 403
after: failed=3 size=17 due=12
