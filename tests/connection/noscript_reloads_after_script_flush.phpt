--TEST--
RedisLock/RedisQueue connection: scripts run with EVALSHA and are loaded again after NOSCRIPT (SCRIPT FLUSH)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'redis >= 7.0'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();

/* Successful calls of EVALSHA, and of the ways to load a script (EVAL, SCRIPT LOAD). */
function script_calls(int $port): array
{
    $info = rl_redis_at($port, 'INFO', 'commandstats');
    $calls = fn (string $cmd) => preg_match('/^cmdstat_' . preg_quote($cmd, '/') . ':calls=(\d+),.*failed_calls=(\d+)/m', $info, $m)
        ? (int) $m[1] - (int) $m[2] : 0;
    return ['evalsha' => $calls('evalsha'), 'load' => $calls('eval') + $calls('script|load')];
}

/* The same script-backed calls every time. */
function work(RedisLock $lock, RedisQueue $queue, string $id): void
{
    var_dump($queue->enqueue('q', $id));
    var_dump($queue->top('q')['id']);
    var_dump($queue->pop('q')['id']);
    var_dump($lock->lock('a'));
    var_dump($lock->isLocking('a'));
    var_dump($lock->unlock('a'));
}

$lock = new RedisLock(['port' => $port]);
$queue = new RedisQueue(['port' => $port]);

echo "-- fresh server\n";
work($lock, $queue, 'x');
$s0 = script_calls($port);
var_dump($s0['load'] >= 1);

echo "-- after SCRIPT FLUSH\n";
var_dump(rl_redis_at($port, 'SCRIPT', 'FLUSH'));
work($lock, $queue, 'y');
$s1 = script_calls($port);
var_dump($s1['load'] - $s0['load'] >= 3);

echo "-- loaded: EVALSHA alone\n";
work($lock, $queue, 'z');
$s2 = script_calls($port);
var_dump($s2['load'] - $s1['load']);
var_dump($s2['evalsha'] - $s1['evalsha'] >= 4);
?>
--EXPECT--
-- fresh server
bool(true)
string(1) "x"
string(1) "x"
bool(true)
bool(true)
bool(true)
bool(true)
-- after SCRIPT FLUSH
string(2) "OK"
bool(true)
string(1) "y"
string(1) "y"
bool(true)
bool(true)
bool(true)
bool(true)
-- loaded: EVALSHA alone
bool(true)
string(1) "z"
string(1) "z"
bool(true)
bool(true)
bool(true)
int(0)
bool(true)
