--TEST--
Sentinel: SIGKILL of the master while 6 forked workers share 3 names (lock with timeout 5 and expire 10, a few milliseconds of work, unlock; read_timeout 1 s, shorter than the failover): the holders' unlock() calls cut off by the kill are sent again by their next lock() once the new master answers, so every worker takes its first lock there within 2 s of the first sentinel naming it, not when the cut-off locks expire
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
// one replica is never promoted (replica-priority 0): the kill has one
// candidate and a second failover none. The sentinels that switched to the
// new master have dropped their pause between failovers, and two of them may
// flag it down down-after-milliseconds later, before a PONG from it, on a
// loaded machine, and fail it over again: to the other replica, which no
// replica follows yet, so that every lock there throws code 7 (the Sentinel
// default waits for one replica)
$s = rl_sentinel_start(2, 3, ['unpromotable' => 1]);
$params = rl_sentinel_params($s, ['read_timeout' => 1.0, 'connect_timeout' => 0.5]);
$dir = sys_get_temp_dir() . '/rl-shared-' . getmypid() . '-' . mt_rand();
mkdir($dir);
$workers = 6;
$hard_end = microtime(true) + 60 * rl_time_scale();
$pids = [];
for ($w = 0; $w < $workers; $w++) {
    $pids[$w] = rl_fork(static function () use ($params, $w, $dir, $hard_end) {
        $lock = new RedisLock($params);
        $taken = [];
        $unlock_failures = 0;
        while (!file_exists("$dir/stop") && microtime(true) < $hard_end) {
            $name = 'shared-' . mt_rand(0, 2);
            try {
                if (!$lock->lock($name, 5, 10)) {
                    continue;
                }
                $taken[] = microtime(true);
                if (count($taken) === 1) {
                    touch("$dir/started-$w");
                }
                usleep(mt_rand(10000, 30000)); // the work the lock protects
                try {
                    $lock->unlock($name);
                } catch (RedisLockException $e) {
                    $unlock_failures++;
                }
            } catch (RedisLockException $e) {
                usleep(20000);
            }
        }
        file_put_contents("$dir/worker-$w", json_encode(['taken' => $taken, 'unlock_failures' => $unlock_failures]));
    });
}
rl_wait_settled(static function () use ($dir, $workers): string {
    return count(glob("$dir/started-*")) === $workers ? '' : 'workers not started';
}, 10 * rl_time_scale(), 'workers');
$old = rl_sentinel_master($s);
rl_server_stop($s['master_pid']);
[$named] = rl_sentinel_first_naming($s, $old, 30);
usleep((int) (3 * rl_time_scale() * 1e6));
touch("$dir/stop");
$codes = array_map('rl_fork_wait', $pids);
$first = [];
$unlock_failures = 0;
for ($w = 0; $w < $workers; $w++) {
    $log = json_decode((string) @file_get_contents("$dir/worker-$w"), true) ?? ['taken' => [], 'unlock_failures' => 0];
    $unlock_failures += $log['unlock_failures'];
    $first[$w] = null;
    foreach ($named === null ? [] : $log['taken'] as $at) {
        if ($at >= $named) {
            $first[$w] = round($at - $named, 3);
            break;
        }
    }
}
array_map('unlink', glob("$dir/*"));
rmdir($dir);
echo 'a sentinel named another master: ', $named !== null ? 'yes' : 'no', "\n";
echo 'workers exit codes: ', implode(',', $codes), "\n";
echo 'unlock() calls cut off by the kill: ', $unlock_failures > 0 ? 'some' : 'none', "\n";
$late = array_filter($first, static fn ($t) => $t === null || $t >= 2.0 * rl_time_scale());
echo "every worker's first lock on the new master within 2 s of the naming: ", $late ? 'no (' . json_encode($first) . ')' : 'yes', "\n";
?>
--EXPECT--
a sentinel named another master: yes
workers exit codes: 0,0,0,0,0,0
unlock() calls cut off by the kill: some
every worker's first lock on the new master within 2 s of the naming: yes
