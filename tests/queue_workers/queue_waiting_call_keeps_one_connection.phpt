--TEST--
RedisQueue workers: a reserve() that waits 3.5 s on an empty queue keeps its one connection for the whole wait (no connection opened, every slice of at most a second answered on it) and returns false after 3.5 s
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/workers.inc';
$scale = rl_time_scale();
// a private server: its connection counts are this test's alone
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port, 'persistent' => false]));
var_dump($q->reserve('jobs'));               // connects, loads the script, answers at once

[$clients, $connections] = rl_connection_counts($port);
$blpops = rl_command_calls('blpop', $port);
$scripts = rl_command_calls('evalsha', $port);
[$outcome, $s] = rl_timed(fn () => $q->reserve('jobs', 1, 30, 3.5));
[$clients_after, $connections_after] = rl_connection_counts($port);
echo $outcome, "\n";
echo 'returned after 3.5 s (± 0.3): ', $s > 3.5 - 0.3 && $s < 3.5 + 0.3 * $scale ? 'yes' : "no ($s s)", "\n";
echo 'connections opened while waiting: ', $connections_after - $connections, "\n";
echo 'clients connected after the wait: ', $clients_after - $clients, "\n";
// slices of 1, 1, 1 and 0.5 s, each a BLPOP after a run of the script, and a last run
echo 'BLPOP slices: ', rl_command_calls('blpop', $port) - $blpops, "\n";
echo 'script runs: ', rl_command_calls('evalsha', $port) - $scripts, "\n";
echo 'waiter left the waiting set: ', rl_redis_at($port, 'EXISTS', '{' . rl_queue_key('jobs') . '}:waiting') === 0 ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(false)
false
returned after 3.5 s (± 0.3): yes
connections opened while waiting: 0
clients connected after the wait: 0
BLPOP slices: 4
script runs: 5
waiter left the waiting set: yes
