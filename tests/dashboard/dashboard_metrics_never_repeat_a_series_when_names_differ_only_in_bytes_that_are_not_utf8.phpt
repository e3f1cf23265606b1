--TEST--
Dashboard: queues and stock items whose names differ only in bytes that are not UTF-8 (shown as U+FFFD in a label) never give /metrics the same series twice, which would make Prometheus refuse the whole scrape
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$q = rl_queue();
foreach (["q\xff", "q\xfe", "q\u{FFFD}"] as $name) {
    $q->enqueue($name, ['t1']);
}
foreach (["s\xff", "s\xfe"] as $item) {
    rl_stock()->set($item, 3);
}
$port = rl_dashboard_start();
$r = rl_dashboard_get($port, '/metrics');
echo 'status: ', $r['status'], "\n";
$series = [];
foreach (explode("\n", trim($r['body'])) as $line) {
    if ($line !== '' && $line[0] !== '#') {
        $series[] = substr($line, 0, strrpos($line, ' '));
    }
}
echo 'samples: ', count($series), ', distinct series: ', count(array_unique($series)), "\n";
echo 'every label UTF-8: ', var_export(preg_match('//u', $r['body']) === 1, true), "\n";
?>
--EXPECT--
status: 200
samples: 10, distinct series: 10
every label UTF-8: true
