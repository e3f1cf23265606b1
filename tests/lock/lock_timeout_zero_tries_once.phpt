--TEST--
RedisLock: lock() with $timeout 0 tries exactly once and returns at once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server, so that its command counters see only this test
[$port, $pid] = rl_server_start();
$params = ['host' => '127.0.0.1', 'port' => $port, 'prefix' => rl_prefix()];
$a = new RedisLock($params);
$b = new RedisLock($params);
var_dump($a->lock('once'));

function attempts(int $port): int
{
    return rl_command_calls('set', $port) + rl_command_calls('setnx', $port)
        + rl_command_calls('evalsha', $port) + rl_command_calls('eval', $port);
}

$before = attempts($port);
$t = hrtime(true);
$got = $b->lock('once', 0);
$ms = (hrtime(true) - $t) / 1e6;
var_dump($got);
var_dump(attempts($port) - $before);
echo $ms < 50 ? "returned at once\n" : "took $ms ms\n";

// the default $timeout is 0 as well
$before = attempts($port);
$t = hrtime(true);
var_dump($b->lock('once'));
$ms = (hrtime(true) - $t) / 1e6;
var_dump(attempts($port) - $before);
echo $ms < 50 ? "returned at once\n" : "took $ms ms\n";
rl_server_stop($pid);
?>
--EXPECT--
bool(true)
bool(false)
int(1)
returned at once
bool(false)
int(1)
returned at once
