--TEST--
Fault: a lock() waiting with $timeout for a held lock goes on through its server's restart (SIGKILLed while it waits, down for 0.5 s, twice its read_timeout, back empty, the held lock gone with it): it reconnects at a bounded pace and takes the lock on the restarted server, instead of throwing code 1
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/outage.inc';
[$port, $pid] = rl_server_start();
$params = ['port' => $port, 'prefix' => rl_prefix(), 'read_timeout' => 0.25, 'connect_timeout' => 0.25];
var_dump((new RedisLock($params))->lock('x', 0, 60));
[$outcome, $after] = rl_wait_across_restart($port, $pid,
    fn () => (new RedisLock($params))->lock('x', 5 * rl_time_scale(), 60), 0.5, fn () => null);
echo "lock: $outcome\n";
echo $after < 0.6 * rl_time_scale() ? "within 0.6 s of the restart\n" : "$after s after the restart\n";
echo 'held on the restarted server: ', rl_redis_at($port, 'EXISTS', rl_lock_key('x')) ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
lock: true
within 0.6 s of the restart
held on the restarted server: yes
