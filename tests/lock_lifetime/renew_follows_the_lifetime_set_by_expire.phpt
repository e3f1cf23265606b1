--TEST--
RedisLock renew: after expire($name, 5) on a renewing lock taken with $expire = 1, the renewals go on with the new lifetime: its PTTL, seen from outside, stays on the 5 s scale (never down to the old 1 s) over several renewal periods
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$lock = rl_lock(['renew' => true]);
var_dump($lock->lock('job', 0, $s));
$token = rl_lock_token('job');
rl_sleep(0.5 * $s); // renewed with the old lifetime once
var_dump($lock->expire('job', 5 * $s));
$pttl = rl_lock_pttl('job');
echo 'the new lifetime is set: ', $pttl > 4000 * $s ? 'yes' : "no ($pttl)", "\n";

$seen = rl_watch_lock('job', $token, 4.5 * $s); // more than two renewal periods of 5/3 s
echo 'still held with its token: ', $seen['gone_at'] === null && !$seen['changed'] ? 'yes' : 'no', "\n";
echo 'its PTTL never fell to the old lifetime: ', $seen['min'] > 2500 * $s ? 'yes' : "no ({$seen['min']})", "\n";
echo 'renewed over those periods: ', rl_lock_pttl('job') > 2500 * $s ? 'yes' : 'no', "\n";

// and back to a short lifetime: the renewals follow it again
var_dump($lock->expire('job', $s));
$seen = rl_watch_lock('job', $token, 2.5 * $s);
echo 'with expire 1 again, still held: ', $seen['gone_at'] === null && !$seen['changed'] ? 'yes' : 'no', "\n";
echo 'and its PTTL within the new lifetime: ', rl_lock_pttl('job') <= 1000 * $s ? 'yes' : 'no', "\n";
var_dump($lock->unlock('job'));
?>
--EXPECT--
bool(true)
bool(true)
the new lifetime is set: yes
still held with its token: yes
its PTTL never fell to the old lifetime: yes
renewed over those periods: yes
bool(true)
with expire 1 again, still held: yes
and its PTTL within the new lifetime: yes
bool(true)
