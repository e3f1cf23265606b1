--TEST--
Dashboard in Chromium: without the token, or with a wrong one, every page, /metrics, the polled figures, the assets, an unknown path and a POST are 401 and show no data, no cookie is given and nothing changes; with the token the page (redirected to its address without the token) and /metrics answer 200
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/browser.inc';
$seed = rl_browser_seed();
$port = rl_dashboard_start();
rl_browser_run('token.mjs', $port);
echo 'failed after: ', $seed['queue']->stats('emails')['failed'], "\n";
?>
--EXPECT--
GET /: 401 data shown: false
GET /metrics: 401 data shown: false
GET /api/stats.json: 401 data shown: false
GET /assets/app.js: 401 data shown: false
GET /assets/app.css: 401 data shown: false
GET /no/such/page: 401 data shown: false
GET /?token=wrong: 401 data shown: false
POST / without the token: 401 with a wrong one: 401
cookies given: 0
with the token: GET /: 200 at the address without it
with the token: GET /metrics: 200
failed after: 3
