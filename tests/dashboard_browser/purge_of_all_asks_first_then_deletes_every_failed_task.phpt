--TEST--
Dashboard in Chromium: Purge of all failed tasks shows a confirmation and changes nothing until it is confirmed; confirmed, every failed task is deleted and the queued tasks are left as they were
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
    echo "$when: failed=$s[failed] size=$s[size] failed() gives ", count($q->failed('emails')), "\n";
};
$show('before');
$port = rl_dashboard_start();
rl_browser_run('purge.mjs', $port, [], $show);
?>
--EXPECT--
before: failed=3 size=17 failed() gives 3
asked first: true
asked: failed=3 size=17 failed() gives 3
failed rows shown after: 0
confirmed: failed=0 size=17 failed() gives 0
