--TEST--
RedisLock/RedisQueue connection: objects with the same connection settings share one connection
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();

[$clients0, $total0] = rl_connection_counts($port);
$a = new RedisLock(['host' => '127.0.0.1', 'port' => $port]);
$b = new RedisLock("redis://127.0.0.1:$port");
$q = new RedisQueue("127.0.0.1:$port");
[$c, $t] = rl_connection_counts($port);
echo "after construct: ", $c - $clients0, " ", $t - $total0, "\n";

var_dump($a->lock('one'));
var_dump($b->lock('two'));
var_dump($q->enqueue('q', 'x'));
var_dump($q->pop('q')['id']);
var_dump($a->unlock('one'), $b->unlock('two'));
[$c, $t] = rl_connection_counts($port);
echo "after use: ", $c - $clients0, " ", $t - $total0, "\n";

// objects made later, and an object that replaced a destroyed one, reuse it
unset($a, $b);
$d = new RedisLock(['port' => $port, 'host' => '127.0.0.1']);
var_dump($d->lock('three'));
[$c, $t] = rl_connection_counts($port);
echo "after more: ", $c - $clients0, " ", $t - $total0, "\n";
?>
--EXPECT--
after construct: 0 0
bool(true)
bool(true)
bool(true)
string(1) "x"
bool(true)
bool(true)
after use: 1 1
bool(true)
after more: 1 1
