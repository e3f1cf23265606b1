--TEST--
RedisLock renew_max: with $expire = 1 and renew_max = 2.5, the lock is still held at 2 s, gone by 2.5 s after its acquisition (plus a small margin), and never given a lifetime past acquisition + 2.5 s, seen from outside
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$lock = rl_lock(['renew' => true, 'renew_max' => 2.5 * $s]);
$start = rl_now(); // before the acquisition
var_dump($lock->lock('job', 0, $s));
// the acquisition is the moment lock() has its answer (the first call
// connects first): its cap is no later than now + 2.5
$cap = rl_now() + 2.5 * $s;
$token = rl_lock_token('job');

// watch it from outside until it is gone (at most 6 s); every reading
// bounds the expiry from below: sent at $sent, it expires no earlier than
// $sent + PTTL
$latest = 0.0;   // the latest expiry the readings prove
$held_at_2 = false;
$gone = null;
$changed = false;
for ($i = 0; $i < 10000 && rl_now() - $start < 6 * $s; $i++) {
    $sent = rl_now();
    $pttl = rl_lock_pttl('job');
    $value = rl_lock_token('job');
    if ($pttl === -2 || $value === null) {
        $gone = $sent - $start;
        break;
    }
    $changed = $changed || $value !== $token;
    $latest = max($latest, $sent + $pttl / 1000);
    if ($sent - $start >= 2 * $s) {
        $held_at_2 = true;
    }
    usleep(20000);
}
echo 'still held at 2 s: ', $held_at_2 ? 'yes' : 'no', "\n";
echo 'its token never changed: ', !$changed ? 'yes' : 'no', "\n";
echo 'gone by 2.5 s plus a margin: ', $gone !== null && $gone < 2.5 * $s + 0.4 * $s ? 'yes' : 'no (' . var_export($gone, true) . ')', "\n";
// the renewer shortens its last extension to the cap on its own clock,
// when it sends it; Redis counts that lifetime from when it runs it: later
// by the time the command takes to reach it, a millisecond, which a loaded
// machine (a thread waiting for a core) may stretch. A renewal that ignored
// the cap would go past it by up to $expire (1 s).
$past = $latest - $cap;
echo 'never given a lifetime past acquisition + renew_max: ', $past <= 0.05 * $s ? 'yes' : "no ($past s past)", "\n";

// the object is told at its next call, quietly: renew_max ending is not a failure
[$held, $warnings] = rl_warnings(fn () => $lock->isLocking('job'));
echo 'no warning: ', $warnings === [] ? 'yes' : 'no: ' . implode('; ', $warnings), "\n";
var_dump($held);
?>
--EXPECT--
bool(true)
still held at 2 s: yes
its token never changed: yes
gone by 2.5 s plus a margin: yes
never given a lifetime past acquisition + renew_max: yes
no warning: yes
bool(false)
