--TEST--
RedisQueue workers: a reserve() blocked with $wait = 10 in a forked process returns within milliseconds of an enqueue() made by another process 300 ms into the wait, not at the end of its one-second slice (50 rounds: median under 5 ms, none over 50 ms)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/workers.inc';
const ROUNDS = 50;
$scale = rl_time_scale();
// a private server: its blocked clients are this test's waiter alone
[$port] = rl_server_start();
$params = rl_params(['port' => $port]);
$producer = new RedisQueue($params);
$producer->size('jobs');   // connected before the clock runs

// one waiter for every round: it says when each reserve() returned, and what
$waiter = rl_callers_start(1, $params, static function (RedisQueue $q, int $i, callable $say) {
    for ($round = 0; $round < ROUNDS; $round++) {
        $task = $q->reserve('jobs', 1, 30, 10);
        $say(hrtime(true) . ' ' . json_encode($task));
        if ($task) {
            $q->dequeue('jobs', $task['id'], $task['score']);   // acknowledged: the queue is empty again
        }
    }
});
rl_callers_go($waiter);
$latencies = [];
$wrong = [];
for ($round = 0; $round < ROUNDS; $round++) {
    rl_wait_blocked($port, 1);               // registered and in its BLPOP
    // 300 ms into the wait: well inside its first slice of a second
    time_nanosleep(0, 300000000);
    $enqueued = hrtime(true);
    $producer->enqueue('jobs', "task-$round");
    [$returned, $task] = explode(' ', rl_caller_hear($waiter, 0, 15), 2);
    $task = json_decode($task, true);
    if (($task['id'] ?? null) !== "task-$round" || ($task['attempts'] ?? null) !== 1) {
        $wrong[] = "round $round: " . json_encode($task);
    }
    $latencies[] = ((int) $returned - $enqueued) / 1e6;
    // wait until it has acknowledged, and waits again
    for ($i = 0; $i < 1000 && $producer->size('jobs') > 0; $i++) {
        usleep(1000);
    }
}
[$r] = rl_callers_results($waiter, 10);
echo 'waiter exit code: ', $r['exit'], "\n";
echo 'every round the waiter got its task: ', $wrong ? 'no: ' . implode('; ', $wrong) : 'yes', "\n";
$median = rl_median($latencies);
$max = max($latencies);
echo 'median within 5 ms: ', $median < 5 * $scale ? 'yes' : "no ($median ms)", "\n";
echo 'longest within 50 ms: ', $max < 50 * $scale ? 'yes' : "no ($max ms)", "\n";
echo 'left in the queue: ', $producer->size('jobs'), "\n";
?>
--EXPECT--
waiter exit code: 0
every round the waiter got its task: yes
median within 5 ms: yes
longest within 50 ms: yes
left in the queue: 0
