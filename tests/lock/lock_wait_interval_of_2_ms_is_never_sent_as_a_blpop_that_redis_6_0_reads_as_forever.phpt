--TEST--
RedisLock: a waiting lock() with $waitIntervalUs of 2 ms ends at its $timeout on every server: a 1 ms block is slept, not sent as BLPOP 0.001, which Redis 6.0 reads as "block forever" (it truncates 0.001 * 1000 to 0)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port, $pid] = rl_server_start();
$params = ['host' => '127.0.0.1', 'port' => $port, 'prefix' => rl_prefix(), 'read_timeout' => 3];
$a = new RedisLock($params);
$b = new RedisLock($params);

var_dump($a->lock('held'));
$t = hrtime(true);
var_dump($b->lock('held', 0.1, 15, 2000));
$s = (hrtime(true) - $t) / 1e9;
echo $s >= 0.1 && $s < 1 ? "gave up at its timeout\n" : "took $s s\n";
rl_server_stop($pid);
?>
--EXPECT--
bool(true)
bool(false)
gave up at its timeout
