--TEST--
Dashboard in Chromium: a ?token= link followed from a page of another site (a chat, a wiki, an email) opens the overview, not a 401 (a browser sends no SameSite=Strict cookie along a redirect that another site started), and the address keeps no token
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/browser.inc';
$port = rl_dashboard_start();
rl_browser_run('crosssite.mjs', $port);
?>
--EXPECT--
overview shown: true
address without the token: true
a reload shows it again: true
