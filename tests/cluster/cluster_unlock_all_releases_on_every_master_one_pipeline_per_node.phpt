--TEST--
Redis Cluster: unlockAll() of locks on every master releases them all, sending one pipeline to each node (each master runs exactly its own names' releases), and returns true
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$lock = new RedisLock(rl_cluster_params($c));
$names = array_map(static fn ($i) => "held-$i", range(1, 30));
foreach ($names as $name) {
    $lock->lock($name, 0, 60);
}
$expected = [];
foreach ($names as $name) {
    $port = rl_cluster_master_of($c, rl_prefix() . 'Lock:' . $name);
    $expected[$port] = ($expected[$port] ?? 0) + 1;
}
ksort($expected);
$before = [];
foreach (array_keys($expected) as $port) {
    $before[$port] = rl_command_calls('evalsha', $port);
}
var_dump($lock->unlockAll());
$ran = [];
foreach (array_keys($expected) as $port) {
    $ran[$port] = rl_command_calls('evalsha', $port) - $before[$port];
}
echo 'masters with locks: ', count($expected), "\n";
echo $ran === $expected ? "each master ran exactly its names' releases\n" : 'expected ' . json_encode($expected) . ', ran ' . json_encode($ran) . "\n";
$left = array_filter(array_keys(rl_cluster_keys($c)), static fn ($k) => str_contains($k, 'Lock:held-') && !str_contains($k, ':fence'));
echo 'lock keys left: ', count($left), "\n";
var_dump($lock->isLocking('held-1'), $lock->unlockAll());
?>
--EXPECT--
bool(true)
masters with locks: 3
each master ran exactly its names' releases
lock keys left: 0
bool(false)
bool(true)
