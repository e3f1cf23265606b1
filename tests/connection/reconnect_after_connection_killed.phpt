--TEST--
RedisLock/RedisQueue connection: a connection closed by the server is discarded and the next call reconnects
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();

/* Kills every client of the server except the helper's own connection. */
function kill_clients(int $port): int
{
    return rl_redis_at($port, 'CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
}

/* Runs $call; returns its result, or "exception" for a RedisLockException. */
function attempt(callable $call)
{
    try {
        return $call();
    } catch (RedisLockException $e) {
        return 'exception';
    }
}

$lock = new RedisLock(['port' => $port]);
$queue = new RedisQueue(['port' => $port]);
var_dump($lock->lock('a'));
$total0 = rl_connection_counts($port)[1];

var_dump(kill_clients($port));
usleep(50000);
// the first call sees the closed socket: it either reconnects and succeeds
// or throws; either way what it reports must match the server
$r = attempt(fn () => $lock->lock('b'));
var_dump($r === true || $r === 'exception');
if ($r === true) {
    var_dump($lock->isLocking('b'));
} else {
    var_dump(true);
}
// the next calls work on a new connection
var_dump($lock->isLocking('a'));
var_dump($lock->unlock('a'));
var_dump($lock->lock('c'));
var_dump($queue->enqueue('q', 'x'));
echo "new connections: ", rl_connection_counts($port)[1] - $total0, "\n";

// again, with the first call after the kill being an unlock
var_dump(kill_clients($port));
usleep(50000);
$r = attempt(fn () => $lock->unlock('c'));
var_dump($r === true || $r === 'exception');
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:c') === ($r === true ? 0 : 1));
var_dump($queue->pop('q')['id']);
?>
--EXPECT--
bool(true)
int(1)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
new connections: 1
int(1)
bool(true)
bool(true)
string(1) "x"
