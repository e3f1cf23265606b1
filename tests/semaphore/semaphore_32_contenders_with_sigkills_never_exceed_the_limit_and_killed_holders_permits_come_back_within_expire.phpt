--TEST--
RedisSemaphore: 32 forked contenders on a semaphore of limit 3, holders and waiters among them SIGKILLed at random, never have more than 3 holders at once (a counter the holders move, checked at every acquisition), use all 3 permits, and every survivor ends; the permits of killed holders come back: once the killing stops the contenders go on taking permits, and 3 holders killed at once leave a waiter to take a permit within their $expire of the kill
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$expire = 1.0 * $s;                       // every permit's lifetime
$counter = rl_prefix() . 'holders';       // the holders' own count of themselves
$log = tempnam(sys_get_temp_dir(), 'rl-sem');
$start = microtime(true);
$kills_end = $start + 2.5 * $s;           // SIGKILLs only before this
$stop_at = $start + 5 * $s;               // the contenders stop taking permits then
$recovered = $kills_end + $expire;        // by then every killed holder's permit has expired

$children = [];
for ($i = 0; $i < 32; $i++) {
    $pid = rl_fork(static function () use ($counter, $log, $expire, $stop_at, $recovered, $s) {
        $sem = rl_semaphore();
        $me = (string) getmypid();
        $taken = $late = $most = $lost = 0;
        $over = [];
        for ($n = 0; $n < 100000 && microtime(true) < $stop_at; $n++) {
            $started = microtime(true);
            if (!$sem->acquire('pool', 3, 1.0 * $s, $expire)) {
                continue;
            }
            $holders = rl_holders_join($counter, $me, $started, $expire);
            $most = max($most, $holders);
            if ($holders > 3) {
                $over[] = "$holders holders: " . implode(',', rl_holders($counter));
            }
            $taken++;
            $late += $started >= $recovered ? 1 : 0;
            usleep(random_int(5000, 30000));
            rl_holders_leave($counter, $me);
            if (!$sem->release('pool')) {
                $lost++;
            }
        }
        file_put_contents($log, json_encode(['pid' => $me, 'taken' => $taken, 'late' => $late, 'most' => $most,
            'lost' => $lost, 'over' => $over]) . "\n", FILE_APPEND | LOCK_EX);
    });
    $children[$pid] = $i;
}

// SIGKILLs: a holder (one the counter names) and a contender that does not hold, in turn
$alive = $children;
$killed_holding = $killed_other = 0;
for ($k = 0; $k < 10 && microtime(true) < $kills_end; $k++) {
    usleep((int) (200000 * $s));
    // a holder to kill may take a moment to come (the permits may all be a killed holder's)
    for ($try = 0, $pool = []; !$pool && $try < 40 && microtime(true) < $kills_end; $try++) {
        $holding = array_values(array_intersect(array_map('intval', rl_holders($counter)), array_keys($alive)));
        $pool = $k % 2 === 0 ? $holding : array_values(array_diff(array_keys($alive), $holding));
        $pool || usleep(5000);
    }
    if (!$pool) {
        continue;
    }
    $victim = $pool[array_rand($pool)];
    posix_kill($victim, SIGKILL);
    pcntl_waitpid($victim, $status);
    unset($alive[$victim]);
    // its entry still in the counter: it died holding its permit
    if (rl_redis('ZSCORE', $counter, (string) $victim) !== null) {
        $killed_holding++;
    } else {
        $killed_other++;
    }
}
$codes = rl_children_wait($alive, 20);  // scaled: they stop at 5 s
$results = array_map(static fn ($line) => json_decode($line, true), file($log, FILE_IGNORE_NEW_LINES));
unlink($log);

$killed = $killed_holding + $killed_other;
echo 'contenders killed: at least 6: ', $killed >= 6 ? 'yes' : "no ($killed)", "\n";
echo 'of them killed holding a permit: at least 3: ', $killed_holding >= 3 ? 'yes' : "no ($killed_holding)", "\n";
echo 'every survivor ended by itself and exited 0: ', array_filter($codes) === [] ? 'yes' : 'no (' . json_encode($codes) . ')', "\n";
echo 'every survivor reported: ', count($results) === count($alive) ? 'yes' : 'no (' . count($results) . ' of ' . count($alive) . ')', "\n";
$over = array_merge(...array_column($results, 'over'));
echo 'more than 3 holders at once: ', $over ? implode('; ', array_slice($over, 0, 5)) : 'never', "\n";
echo 'most holders at once: ', max([0, ...array_column($results, 'most')]), "\n";
$taken = array_sum(array_column($results, 'taken'));
echo 'permits taken: more than 60: ', $taken > 60 ? 'yes' : "no ($taken)", "\n";
$late = array_sum(array_column($results, 'late'));
echo "permits taken once the killed holders' permits had expired: ", $late > 10 ? 'yes' : "no ($late)", "\n";
$lost = array_sum(array_column($results, 'lost'));
echo 'releases that found their permit gone: ', $lost, "\n";
$live = rl_semaphore_live_permits('pool');
echo 'permits still held at the end: ', count($live), "\n";

// 3 holders, killed at once: a waiter takes a permit within $expire of the kill
$ready = tempnam(sys_get_temp_dir(), 'rl-sem');
$holders = [];
for ($i = 0; $i < 3; $i++) {
    $holders[] = rl_fork(static function () use ($ready, $expire, $s) {
        if (!rl_semaphore()->acquire('pool', 3, 5 * $s, $expire)) {
            return 3;
        }
        file_put_contents($ready, '.', FILE_APPEND | LOCK_EX);
        sleep(60 * $s);                  // killed long before
        return 0;
    });
}
rl_await(static function () use ($ready) {
    clearstatcache();
    return filesize($ready) === 3;
}, 10, 'three holders');
unlink($ready);
echo 'the semaphore is full: ', rl_semaphore()->acquire('pool', 3, 0, 10) ? 'no' : 'yes', "\n";
foreach ($holders as $pid) {
    posix_kill($pid, SIGKILL);
}
$killed_at = microtime(true);
$codes = array_map('rl_fork_wait', $holders);
echo 'the three holders were killed: ', $codes === array_fill(0, 3, 128 + SIGKILL) ? 'yes' : 'no (' . implode(',', $codes) . ')', "\n";
$waiter = rl_semaphore();
var_dump($waiter->acquire('pool', 3, 5 * $s, 10));
$after = microtime(true) - $killed_at;
echo 'taken within $expire of the kill: ', $after <= $expire + 0.4 * $s ? 'yes' : sprintf('no (%.3f s)', $after), "\n";
var_dump($waiter->release('pool'));
?>
--EXPECT--
contenders killed: at least 6: yes
of them killed holding a permit: at least 3: yes
every survivor ended by itself and exited 0: yes
every survivor reported: yes
more than 3 holders at once: never
most holders at once: 3
permits taken: more than 60: yes
permits taken once the killed holders' permits had expired: yes
releases that found their permit gone: 0
permits still held at the end: 0
the semaphore is full: yes
the three holders were killed: yes
bool(true)
taken within $expire of the kill: yes
bool(true)
