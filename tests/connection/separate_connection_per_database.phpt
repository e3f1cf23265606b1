--TEST--
RedisLock connection: different connection settings (database, server) use different connections
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();

[$clients0, $total0] = rl_connection_counts($port);
$db0 = new RedisLock(['port' => $port]);
$db1 = new RedisLock(['port' => $port, 'database' => 1]);
$db1b = new RedisQueue("redis://127.0.0.1:$port/1");
var_dump($db0->lock('job'));
var_dump($db1->lock('job'));        // another database: free
var_dump($db1b->enqueue('q', 'x'));
[$c, $t] = rl_connection_counts($port);
echo "clients: ", $c - $clients0, " ", $t - $total0, "\n";

$dbs = [];
foreach (explode("\n", trim(rl_redis_at($port, 'CLIENT', 'LIST'))) as $line) {
    if (!str_contains($line, 'cmd=client')) {
        preg_match('/ db=(\d+) /', $line, $m);
        $dbs[] = (int) $m[1];
    }
}
sort($dbs);
echo implode(',', $dbs), "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
clients: 2 2
0,1
