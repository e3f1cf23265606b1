--TEST--
Dashboard in Chromium: a state change without its CSRF token changes nothing: the page's own Purge form with the token taken out (clicked through its confirmation), and forged same-origin POSTs carrying the session cookie (retry, purge, retry-all, purge-all, confirmed, with no token or a wrong one) are refused with a 4xx
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
$port = rl_dashboard_start();
rl_browser_run('csrf.mjs', $port, ['ids' => $seed['failed']], $show);
?>
--EXPECT--
before: failed=3 size=17 due=12
the form without its token, confirmed: refused: true
forged posts (no token, a wrong one): 403 403 403 403 403 403 403 403
after: failed=3 size=17 due=12
