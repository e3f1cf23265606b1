--TEST--
RedisSemaphore $weight: 12 forked contenders of weights 1, 2 and 3 on a semaphore of limit 5, each taking and releasing for 2 s with a wait, never hold more than 5 permits at once (a sum of weights the holders move themselves, checked at every acquisition, and the permits in Redis), every contender is served (none starved, the heavy ones too), and nothing is left behind
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$sum = rl_prefix() . 'weights';      // the holders' own sum of their weights
$log = tempnam(sys_get_temp_dir(), 'rl-sem');
$stop_at = microtime(true) + 2 * $s;
$pids = [];
for ($i = 0; $i < 12; $i++) {
    $weight = $i % 3 + 1;
    $pids[rl_fork(static function () use ($weight, $sum, $log, $stop_at, $s) {
        $sem = rl_semaphore();
        $taken = $most = $most_in_redis = $lost = 0;
        for ($n = 0; $n < 100000 && microtime(true) < $stop_at; $n++) {
            if (!$sem->acquire('mixed', 5, 5 * $s, 30, $weight)) {
                continue;
            }
            $most = max($most, (int) rl_redis('INCRBY', $sum, (string) $weight));
            $most_in_redis = max($most_in_redis, (int) rl_redis('ZCARD', rl_semaphore_key('mixed')));
            $taken++;
            usleep(random_int(2000, 10000));
            rl_redis('DECRBY', $sum, (string) $weight);
            $lost += $sem->release('mixed') ? 0 : 1;
        }
        file_put_contents($log, json_encode(['weight' => $weight, 'taken' => $taken, 'most' => $most,
            'most in redis' => $most_in_redis, 'lost' => $lost]) . "\n", FILE_APPEND | LOCK_EX);
    })] = $i;
}
$codes = rl_children_wait($pids, 30);
$results = array_map(static fn ($line) => json_decode($line, true), file($log, FILE_IGNORE_NEW_LINES));
unlink($log);
echo 'every contender ended and exited 0: ', array_filter($codes) === [] && count($results) === 12 ? 'yes' : 'no (' . json_encode($codes) . ')', "\n";
$most = max(array_column($results, 'most'));
$in_redis = max(array_column($results, 'most in redis'));
echo 'most weight held at once, by the holders: at most 5: ', $most <= 5 ? 'yes' : "no ($most)", "\n";
echo 'most permits in Redis at once: at most 5: ', $in_redis <= 5 ? 'yes' : "no ($in_redis)", "\n";
echo 'the limit was reached: ', $most >= 4 ? 'yes' : "no ($most)", "\n";
echo 'every contender was served, each weight: ', min(array_column($results, 'taken')) > 0 ? 'yes' : 'no (' . json_encode($results) . ')', "\n";
echo 'no release answered false: ', array_sum(array_column($results, 'lost')) === 0 ? 'yes' : 'no', "\n";
rl_redis('DEL', $sum);
echo 'keys left: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
every contender ended and exited 0: yes
most weight held at once, by the holders: at most 5: yes
most permits in Redis at once: at most 5: yes
the limit was reached: yes
every contender was served, each weight: yes
no release answered false: yes
keys left: []
