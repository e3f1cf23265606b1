--TEST--
RedisLock renew: in a long-lived process (php-cgi -T 3, as a FastCGI worker), a lock that request 1 leaves held with renew is not renewed after request 1 ends (at most a round already on the wire completes): the "Lifetimes extended" counter of phpinfo() stands still through requests 2 and 3 and the lock expires, while the renewer's thread is kept for the process (still running, ready for the next renewing lock)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/threads.inc';
$scale = rl_time_scale();
$expire = 0.3 * $scale;              // renewed every 0.1 s
$counter = tempnam(sys_get_temp_dir(), 'rl-renewer-requests');
$script = '<?php
ini_set("pcre.jit", "0");  // its code confuses memcheck (scripts/test -m)
require ' . var_export(__DIR__ . '/../inc/threads.inc', true) . ';
$request = (int) file_get_contents(' . var_export($counter, true) . ') + 1;
file_put_contents(' . var_export($counter, true) . ', $request);
$say = function () use ($request) {
    printf("request %d: thread %s, threads %d, started %d, extended %d\n", $request, rl_renewer_state(),
        count(rl_threads()), rl_renewals_started(), rl_lifetimes_extended());
};
if ($request === 1) {
    $lock = new RedisLock(' . var_export(rl_params(['renew' => true]), true) . ');
    $lock->lock("job", 0, ' . $expire . ');
    usleep(' . (int) ($expire * 1.2e6) . ');   // a few renewals
    $say();
    return;                                      // no unlock
}
$say();
usleep(' . (int) ($expire * 2e6) . ');         // six renewal intervals
';
$out = rl_php_cgi($script, 3);
unlink($counter);
preg_match_all('/^request (\d): thread (.*), threads (\d+), started (\d+), extended (\d+)$/m', $out, $m, PREG_SET_ORDER);
if (count($m) !== 3) {
    echo "unexpected output:\n$out";
}
$r = [];
foreach ($m as [, $n, $state, $threads, $started, $extended]) {
    $r[$n] = ['state' => $state, 'threads' => (int) $threads, 'started' => (int) $started, 'extended' => (int) $extended];
}
echo 'request 1 renewed its lock: ', $r[1]['started'] === 1 && $r[1]['extended'] >= 2 ? 'yes' : 'no', "\n";
foreach ([1, 2, 3] as $n) {
    echo "request $n: the renewer's thread runs: ", $r[$n]['state'] === 'running' && $r[$n]['threads'] === 2
        ? 'yes' : "no ({$r[$n]['state']}, {$r[$n]['threads']} threads)", "\n";
}
$d = $r[2]['extended'] - $r[1]['extended'];
echo 'between the end of request 1 and request 2: at most one more extension: ', $d <= 1 ? 'yes' : "no ($d)", "\n";
$d = $r[3]['extended'] - $r[2]['extended'];
echo 'from request 2 to request 3 (six intervals): no extension: ', $d === 0 ? 'yes' : "no ($d)", "\n";
echo 'no renewal started after request 1: ', $r[3]['started'] === 1 ? 'yes' : 'no', "\n";
echo 'the lock expired: ', rl_redis('EXISTS', rl_lock_key('job')) === 0 ? 'yes' : 'no', "\n";
?>
--EXPECT--
request 1 renewed its lock: yes
request 1: the renewer's thread runs: yes
request 2: the renewer's thread runs: yes
request 3: the renewer's thread runs: yes
between the end of request 1 and request 2: at most one more extension: yes
from request 2 to request 3 (six intervals): no extension: yes
no renewal started after request 1: yes
the lock expired: yes
