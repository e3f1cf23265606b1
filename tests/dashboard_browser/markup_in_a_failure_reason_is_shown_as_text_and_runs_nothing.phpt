--TEST--
Dashboard in Chromium: failure reasons holding <script> and onerror= markup are shown as text (the cell's text is the reason as given, no element is made of it) and run nothing (window.__pwned stays undefined, no dialog opens), on the page as served, after its live refresh and on the task's lookup
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/browser.inc';
$reasons = ['<script>window.__pwned=1</script>', '<img src=x onerror="window.__pwned=1">'];
$seed = rl_browser_seed($reasons);
echo 'failed() gives them as they were: ', array_column($seed['queue']->failed('emails'), 'reason') === $reasons ? 'yes' : 'no', "\n";
$port = rl_dashboard_start();
rl_browser_run('markup.mjs', $port, ['ids' => $seed['failed'], 'reasons' => $reasons]);
?>
--EXPECT--
failed() gives them as they were: yes
loaded: reason 1 shown as its text: true elements made of it: 0
loaded: reason 2 shown as its text: true elements made of it: 0
loaded: window.__pwned: undefined dialogs: 0
refreshed: reason 1 shown as its text: true elements made of it: 0
refreshed: reason 2 shown as its text: true elements made of it: 0
refreshed: window.__pwned: undefined dialogs: 0
task looked up: reason shown as text: true elements made of it: 0
task looked up: window.__pwned: undefined dialogs: 0
