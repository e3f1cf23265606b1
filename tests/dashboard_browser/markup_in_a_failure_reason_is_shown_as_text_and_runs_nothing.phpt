--TEST--
Dashboard in Chromium: failure reasons holding <script> and onerror= markup are shown as text (the cell's text is the reason as given, no element is made of it) and run nothing (window.__pwned stays undefined, no dialog opens), on the page as served, after its live refresh and on the task's lookup; so are a task's id and payload holding markup
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/browser.inc';
$reasons = ['<script>window.__pwned=1</script>', '<img src=x onerror="window.__pwned=1">'];
$seed = rl_browser_seed($reasons);
echo 'failed() gives them as they were: ', array_column($seed['queue']->failed('emails'), 'reason') === $reasons ? 'yes' : 'no', "\n";
// a task whose id and payload are markup too, failed with the first reason
$hook = ['id' => '<svg onload="window.__pwned=1">', 'payload' => '<img src=x onerror="window.__pwned=1">{"to":"a@b"}'];
$seed['queue']->put('hooks', [$hook['id'] => $hook['payload']]);
$task = $seed['queue']->reserve('hooks');
$seed['queue']->fail('hooks', $task['id'], $task['score'], $reasons[0]);
$port = rl_dashboard_start();
rl_browser_run('markup.mjs', $port, ['ids' => $seed['failed'], 'reasons' => $reasons, 'hook' => $hook]);
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
hooks: id, payload and reason shown as their text: true true true elements made of them: 0
task looked up, then hooks: window.__pwned: undefined dialogs: 0
