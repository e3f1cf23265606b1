--TEST--
RedisLock renew soak: ten renewing locks ($expire = 1) on a private server restarted three times (without persistence, so each restart loses them): after each restart the object's next calls report every one of them lost, once each, with a warning, never a crash, hang or exception; each time the object takes them all again and they are renewed; at the end the process is healthy and unlockAll() releases them
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
[$port, $pid] = rl_server_start();
$lock = rl_lock(['port' => $port, 'renew' => true, 'connect_timeout' => 0.5 * $s, 'read_timeout' => 1.0 * $s]);
$names = array_map(fn ($i) => "job-$i", range(1, 10));
$start = rl_now();

$take_all = function () use ($lock, $names, $s, $port): bool {
    $ok = true;
    foreach ($names as $name) {
        $ok = $lock->lock($name, 0, $s) && $ok;
    }
    return $ok;
};
$all_renewed = function () use ($names, $port, $s): bool {
    $tokens = array_map(fn ($n) => rl_lock_token($n, $port), $names);
    rl_sleep(1.5 * $s);
    return !in_array(null, $tokens, true) && array_map(fn ($n) => rl_lock_token($n, $port), $names) === $tokens;
};

for ($round = 1; $round <= 3; $round++) {
    echo "round $round: all taken: ", $take_all() ? 'yes' : 'no', "\n";
    echo "round $round: all renewed past their expire: ", $all_renewed() ? 'yes' : 'no', "\n";
    rl_server_stop($pid);
    [, $pid] = rl_server_start([], $port);

    // the object's next calls report each lost lock once
    $reported = [];
    $other = [];
    for ($i = 0; $i < 1000 && count($reported) < 10 && rl_now() - $start < 20 * $s; $i++) {
        [, $warnings] = rl_warnings(fn () => $lock->isLocking('never-taken'));
        foreach ($warnings as $w) {
            if (preg_match('/^RedisLock::isLocking\(\): The lock "(job-\d+)" is no longer held \(renew\): /', $w, $m)
                    && (str_contains($w, RL_RENEW_LOST) || str_contains($w, RL_RENEW_UNREACHABLE))) {
                $reported[$m[1]] = ($reported[$m[1]] ?? 0) + 1;
            } else {
                $other[] = $w;
            }
        }
        usleep(50000);
    }
    ksort($reported, SORT_NATURAL);
    echo "round $round: each lock reported lost once: ", array_keys($reported) === $names && max($reported) === 1 ? 'yes' : 'no: ' . json_encode($reported), "\n";
    echo "round $round: no other warning: ", $other === [] ? 'yes' : 'no: ' . json_encode($other), "\n";
    $held = array_filter($names, fn ($n) => $lock->isLocking($n));
    echo "round $round: none is held any more: ", $held === [] ? 'yes' : 'no', "\n";
}

echo 'all taken again: ', $take_all() ? 'yes' : 'no', "\n";
echo 'all renewed again: ', $all_renewed() ? 'yes' : 'no', "\n";
echo 'the renewer thread still runs: ', rl_renewer_row('Thread') === 'running' ? 'yes' : 'no', "\n";
var_dump($lock->unlockAll());
echo 'no key is left: ', array_filter($names, fn ($n) => rl_lock_token($n, $port) !== null) === [] ? 'yes' : 'no', "\n";
$took = rl_now() - $start;
echo 'all within 20 s: ', $took < 20 * $s ? 'yes' : "no ($took s)", "\n";
?>
--EXPECT--
round 1: all taken: yes
round 1: all renewed past their expire: yes
round 1: each lock reported lost once: yes
round 1: no other warning: yes
round 1: none is held any more: yes
round 2: all taken: yes
round 2: all renewed past their expire: yes
round 2: each lock reported lost once: yes
round 2: no other warning: yes
round 2: none is held any more: yes
round 3: all taken: yes
round 3: all renewed past their expire: yes
round 3: each lock reported lost once: yes
round 3: no other warning: yes
round 3: none is held any more: yes
all taken again: yes
all renewed again: yes
the renewer thread still runs: yes
bool(true)
no key is left: yes
all within 20 s: yes
