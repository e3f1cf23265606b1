--TEST--
Redis Cluster: seeds where nothing listens make a call throw RedisLockException code 1 (nothing ran) naming the map it could not learn, within the time budget; one live seed among dead ones is enough
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/cluster.inc';
$dead = ['127.0.0.1:' . rl_free_port(), '127.0.0.1:' . rl_free_port()];
$lock = new RedisLock(['cluster' => $dead, 'connect_timeout' => 0.5, 'read_timeout' => 1]);
$t = microtime(true);
try {
    $lock->lock('x');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'code ', $e->getCode(), "\n";
    var_dump(str_contains($e->getMessage(), 'slot map'), str_contains($e->getMessage(), 'Connection refused'));
}
printf("within the budget: %s\n", microtime(true) - $t < 2 ? 'yes' : 'no, ' . (microtime(true) - $t));

$c = rl_cluster_start();
$live = explode(',', $c['seeds'])[2];
$lock = new RedisLock(rl_cluster_params($c, [], array_merge($dead, [$live])));
var_dump($lock->lock('x'), $lock->isLocking('x'), $lock->unlock('x'));
?>
--EXPECT--
code 1
bool(true)
bool(true)
within the budget: yes
bool(true)
bool(true)
bool(true)
