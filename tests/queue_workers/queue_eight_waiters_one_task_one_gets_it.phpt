--TEST--
RedisQueue workers: 8 forked processes wait in reserve() with $wait = 3, one task is enqueued: exactly one of them gets it, within milliseconds, and only that one runs its script again (no herd: one take-script run, by INFO commandstats); the other seven return false after their 3 s
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/workers.inc';
const WAITERS = 8;
$scale = rl_time_scale();
// a private server, so that its command counts and blocked clients are this test's alone
[$port] = rl_server_start();
$params = rl_params(['port' => $port]);
$producer = new RedisQueue($params);
$producer->enqueue('rl-warm-up', 'x');       // connected, the enqueue script loaded
$producer->pop('rl-warm-up');

$waiters = rl_callers_start(WAITERS, $params, fn (RedisQueue $q) => $q->reserve('jobs', 1, 30, 3));
$go = rl_callers_go($waiters);
rl_wait_blocked($port, WAITERS);             // every one in the BLPOP of its first slice
$scripts = rl_command_calls('evalsha', $port);
$enqueued = hrtime(true);
$producer->enqueue('jobs', 'only');
// until the winner has its task, and 100 ms more for any waiter woken with it
$winner = null;
$deadline = microtime(true) + 5 * $scale;
while ($winner === null && microtime(true) < $deadline) {
    $read = array_column($waiters, 'socket');
    $write = $except = null;
    if (stream_select($read, $write, $except, 0, 10000) > 0) {
        $winner = array_key_first($read);    // select keeps the keys: the caller's index
    }
}
usleep(100000);
$window_end = hrtime(true);
$runs = rl_command_calls('evalsha', $port) - $scripts - 1;   // - 1: the enqueue
$results = rl_callers_results($waiters, 10);

// a waiter's slice ends a second after it began (after $go): none may end in the window
echo 'the window ended before any slice did: ', ($window_end - $go) / 1e9 < 0.95 ? 'yes' : 'no (' . ($window_end - $go) / 1e9 . ' s)', "\n";
echo 'take-script runs after the enqueue: ', $runs, "\n";
$got = $late = $false = 0;
foreach ($results as $i => $r) {
    if ($r['exit'] !== 0) {
        echo "waiter $i exited with {$r['exit']}\n";
    } elseif (is_array($r['value']) && $r['value']['id'] === 'only' && $r['value']['attempts'] === 1) {
        $got++;
        $ms = ($r['end'] - $enqueued) / 1e6;
        echo 'the one that got it returned within 50 ms: ', $ms < 50 * $scale ? 'yes' : "no ($ms ms)", ', first to report: ', $i === $winner ? 'yes' : 'no', "\n";
    } elseif ($r['value'] === false) {
        $false++;
        $s = ($r['end'] - $r['start']) / 1e9;
        $late += $s < 3 || $s > 3 + 0.3 * $scale;
    } else {
        echo "waiter $i: {$r['result']}\n";
    }
}
echo "got the task: $got, returned false: $false, of which not after 3 s: $late\n";
echo 'still queued (reserved): ', $producer->size('jobs'), ', due: ', $producer->size('jobs', true), "\n";
?>
--EXPECT--
the window ended before any slice did: yes
take-script runs after the enqueue: 1
the one that got it returned within 50 ms: yes, first to report: yes
got the task: 1, returned false: 7, of which not after 3 s: 0
still queued (reserved): 1, due: 0
