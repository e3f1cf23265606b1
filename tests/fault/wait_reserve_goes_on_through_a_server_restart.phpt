--TEST--
Fault: a reserve() waiting with $wait goes on through its server's restart (SIGKILLed while it waits, down for 0.5 s, twice its read_timeout, back empty): it reconnects at a bounded pace and reserves the task enqueued after the restart, instead of throwing code 1
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/outage.inc';
[$port, $pid] = rl_server_start();
$params = ['port' => $port, 'prefix' => rl_prefix(), 'read_timeout' => 0.25, 'connect_timeout' => 0.25];
[$outcome, $after] = rl_wait_across_restart($port, $pid,
    fn () => (new RedisQueue($params))->reserve('q', 1, 30, 5 * rl_time_scale())['id'] ?? 'nothing',
    0.5, fn () => (new RedisQueue($params))->enqueue('q', 'task'));
echo "reserve: $outcome\n";
echo $after < 0.6 * rl_time_scale() ? "within 0.6 s of the restart\n" : "$after s after the restart\n";
echo 'hidden while reserved: ', var_export((new RedisQueue($params))->size('q', true), true), "\n";
?>
--EXPECT--
reserve: 'task'
within 0.6 s of the restart
hidden while reserved: 0
