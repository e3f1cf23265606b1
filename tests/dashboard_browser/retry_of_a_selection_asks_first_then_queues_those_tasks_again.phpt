--TEST--
Dashboard in Chromium: Retry of two failed tasks checked in the list shows a confirmation and changes nothing until it is confirmed; confirmed, those two are queued again, due, and the third stays failed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/browser.inc';
$seed = rl_browser_seed();
$q = $seed['queue'];
[$a, $b, $c] = $seed['failed'];
$show = static function (string $when) use ($q, $a, $b): void {
    $s = $q->stats('emails');
    $queued = array_map(static fn ($id) => rl_redis('ZSCORE', rl_queue_key('emails'), (string) $id) !== null ? 'yes' : 'no', [$a, $b]);
    echo "$when: failed=$s[failed] due=$s[due] the two queued: ", implode(' ', $queued), "\n";
};
$show('before');
$port = rl_dashboard_start();
rl_browser_run('retry.mjs', $port, ['ids' => [$a, $b], 'left' => $c], $show);
echo 'still failed: ', implode(' ', array_column($q->failed('emails'), 'id')) === (string) $c ? 'the third' : 'other', "\n";
?>
--EXPECT--
before: failed=3 due=12 the two queued: no no
asked first: true
asked: failed=3 due=12 the two queued: no no
failed rows shown after: 1 (the one not checked)
confirmed: failed=1 due=14 the two queued: yes yes
still failed: the third
