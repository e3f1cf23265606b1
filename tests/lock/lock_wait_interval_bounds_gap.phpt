--TEST--
RedisLock: $waitIntervalUs bounds the gap between two attempts of a waiting lock()
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port, $pid] = rl_server_start();
$params = ['host' => '127.0.0.1', 'port' => $port, 'prefix' => rl_prefix()];
$a = new RedisLock($params);
$b = new RedisLock($params);

/* A waiter blocks once (BLPOP on the wake list, for at most the interval)
 * between two attempts: the number of gaps is the number of BLPOPs. */
function attempts(int $port): int
{
    return rl_command_calls('blpop', $port);
}

var_dump($a->lock('gap'));
// 0.5 s of waiting with at most 20 ms between attempts: about 25 gaps
$before = attempts($port);
var_dump($b->lock('gap', 0.5, 15, 20000));
$n = attempts($port) - $before;
echo $n >= 12 && $n <= 60 ? "attempts every <= 20 ms\n" : "$n attempts\n";

// with the default of 100 ms: about 5 gaps
$before = attempts($port);
var_dump($b->lock('gap', 0.5));
$n = attempts($port) - $before;
echo $n >= 3 && $n <= 12 ? "attempts every <= 100 ms\n" : "$n attempts\n";

// a lock that expires after 150 ms is taken soon after, not a full interval later
var_dump($a->lock('short', 0, 0.15));
$t = hrtime(true);
var_dump($b->lock('short', 2, 15, 20000));
$s = (hrtime(true) - $t) / 1e9;
echo $s >= 0.1 && $s < 0.3 ? "taken soon after the expiry\n" : "took $s s\n";
rl_server_stop($pid);
?>
--EXPECT--
bool(true)
bool(false)
attempts every <= 20 ms
bool(false)
attempts every <= 100 ms
bool(true)
bool(true)
taken soon after the expiry
