--TEST--
Dashboard in Chromium: queues named like the properties every JavaScript object has ("constructor", "__proto__", "toString") are refreshed live like any other, and so are the queues listed after them
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/browser.inc';
$queues = ['__proto__', 'constructor', 'toString', 'zeta'];
$q = rl_queue();
foreach ($queues as $name) {
    $q->enqueue($name, ['t1']);
}
$port = rl_dashboard_start();
rl_browser_run('names.mjs', $port, ['queues' => $queues], static function () use ($q, $queues): void {
    foreach ($queues as $name) {
        $q->enqueue($name, ['t2']);
    }
});
?>
--EXPECT--
page __proto__: size=1
page constructor: size=1
page toString: size=1
page zeta: size=1
every queue shows its new size without a reload, within 6 s: true
