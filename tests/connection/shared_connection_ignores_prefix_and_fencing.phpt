--TEST--
RedisLock/RedisQueue connection: objects that differ only in prefix or fencing still share one connection
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();

[$clients0, $total0] = rl_connection_counts($port);
$plain = new RedisLock(['port' => $port]);
$prefixed = new RedisLock(['port' => $port, 'prefix' => 'a:']);
$fenced = new RedisLock(['port' => $port, 'prefix' => 'b:', 'fencing' => true]);
$queue = new RedisQueue("redis://127.0.0.1:$port?prefix=c:");
var_dump($plain->lock('job'), $prefixed->lock('job'), $fenced->lock('job'));
var_dump($queue->enqueue('q', 1));
var_dump(is_int($token = $fenced->fencingToken('job')) && $token > 0, $prefixed->fencingToken('job'));
$keys = array_values(preg_grep('/(Lock:job|Queue:q)$/', rl_redis_at($port, 'KEYS', '*')));
sort($keys);
echo implode(' ', $keys), "\n";
[$c, $t] = rl_connection_counts($port);
echo "clients: ", $c - $clients0, " ", $t - $total0, "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
Lock:job a:Lock:job b:Lock:job c:Queue:q
clients: 1 1
