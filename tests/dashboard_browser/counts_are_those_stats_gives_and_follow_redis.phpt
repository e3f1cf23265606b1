--TEST--
Dashboard in Chromium: each queue row shows the counts stats() gives (size, due, reserved, delayed, failed, waiting workers), the stock row what info() gives, the lock with its lifetime and the semaphore's permits; tasks queued meanwhile show within one refresh, without a reload
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
require __DIR__ . '/../inc/browser.inc';
$seed = rl_browser_seed();
$q = $seed['queue'];
$line = static fn (array $s) => "size=$s[size] due=$s[due] reserved=$s[reserved] delayed=$s[delayed] failed=$s[failed] waiting_workers=$s[waiting]";
foreach (['emails', 'reports'] as $name) {
    echo "stats() $name: ", $line($q->stats($name)), "\n";
}
$info = rl_stock()->info('sku-1');
echo "info() sku-1: available=$info[available] held=$info[held] taken=$info[taken] holds=$info[holds] buyers=$info[buyers]\n";
$port = rl_dashboard_start();
rl_browser_run('counts.mjs', $port, ['size' => 22], static function () use ($q, $line): void {
    $q->enqueue('emails', ['new-1', 'new-2', 'new-3', 'new-4', 'new-5']);
    echo 'stats() emails now: ', $line($q->stats('emails')), "\n";
});
?>
--EXPECT--
stats() emails: size=17 due=12 reserved=2 delayed=3 failed=3 waiting_workers=0
stats() reports: size=4 due=4 reserved=0 delayed=0 failed=0 waiting_workers=0
info() sku-1: available=95 held=2 taken=3 holds=1 buyers=2
page emails: size=17 due=12 reserved=2 delayed=3 failed=3 waiting_workers=0
page reports: size=4 due=4 reserved=0 delayed=0 failed=0 waiting_workers=0
page sku-1: available=95 held=2 taken=3 holds=1 buyers=2
page lock invoice:42 ttl within its minute: true
page semaphore smtp permits: 2
stats() emails now: size=22 due=17 reserved=2 delayed=3 failed=3 waiting_workers=0
page emails after the change: size=22 due=17 reserved=2 delayed=3 failed=3 waiting_workers=0
shown without a reload, within 6 s: true
