--TEST--
RedisLock: a lock() that waits 2.5 s for a held lock keeps its one connection for the whole wait (every BLPOP slice is answered, none abandoned, no reconnect) and still returns false on time
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$scale = rl_time_scale();
[$port] = rl_server_start();
$params = rl_params(['port' => $port]);
$holder = new RedisLock($params);
$waiter = new RedisLock(['persistent' => false] + $params);   // its own connection
var_dump($holder->lock('hot', 0, 60));
var_dump($waiter->isLocking('hot'));                          // connects the waiter, answers at once

[, $connections] = rl_connection_counts($port);
$blpops = rl_command_calls('blpop', $port);
$t = hrtime(true);
var_dump($waiter->lock('hot', 2.5 * $scale, 15, 100000 * $scale));   // slices of 100 ms (the default): about 25
$s = (hrtime(true) - $t) / 1e9;
[, $connectionsAfter] = rl_connection_counts($port);
$slices = rl_command_calls('blpop', $port) - $blpops;
echo $s >= 2.5 * $scale && $s < 2.5 * $scale + 0.04 * $scale ? "returned on time\n" : "returned after $s s\n";
echo 'connections opened while waiting: ', $connectionsAfter - $connections - 1, "\n";   // - 1: the helper's INFO
echo $slices >= 15 && $slices <= 30 ? "every slice answered\n" : "$slices slices answered\n";
var_dump($holder->unlock('hot'), $waiter->lock('hot'), $waiter->unlock('hot'));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
returned on time
connections opened while waiting: 0
every slice answered
bool(true)
bool(true)
bool(true)
