--TEST--
RedisQueue workers: one enqueue() of 3 ids due now, with 4 forked processes waiting in reserve() ($wait = 2), wakes 3 of them: they return within milliseconds with 3 distinct ids, the fourth returns false after its 2 s
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/workers.inc';
const WAITERS = 4;
$scale = rl_time_scale();
// a private server: its blocked clients are this test's alone
[$port] = rl_server_start();
$params = rl_params(['port' => $port]);
$producer = new RedisQueue($params);
$producer->size('jobs');                     // connected before the clock runs

$waiters = rl_callers_start(WAITERS, $params, fn (RedisQueue $q) => $q->reserve('jobs', 1, 30, 2));
rl_callers_go($waiters);
rl_wait_blocked($port, WAITERS);
$enqueued = hrtime(true);
var_dump($producer->enqueue('jobs', ['a', 'b', 'c']));
$results = rl_callers_results($waiters, 10);

$ids = [];
$slow = $timed_out = 0;
foreach ($results as $i => $r) {
    if ($r['exit'] !== 0) {
        echo "waiter $i exited with {$r['exit']}\n";
    } elseif (is_array($r['value'])) {
        $ids[] = $r['value']['id'];
        $slow += ($r['end'] - $enqueued) / 1e6 >= 50 * $scale;
    } elseif ($r['value'] === false) {
        $s = ($r['end'] - $r['start']) / 1e9;
        echo 'one returned false after its 2 s: ', $s >= 2 && $s < 2 + 0.3 * $scale ? 'yes' : "no ($s s)", "\n";
        $timed_out++;
    } else {
        echo "waiter $i: {$r['result']}\n";
    }
}
sort($ids);
echo 'ids taken: ', implode(',', $ids), ", of which not within 50 ms: $slow; returned false: $timed_out\n";
?>
--EXPECT--
bool(true)
one returned false after its 2 s: yes
ids taken: a,b,c, of which not within 50 ms: 0; returned false: 1
