--TEST--
RedisLock/RedisQueue connection: after the server restarts, a later call on the same object reconnects and reloads the scripts
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port, $pid] = rl_server_start();

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
var_dump($queue->enqueue('q', 'x'));

rl_server_stop($pid);
// while the server is down every call throws
$r = attempt(fn () => $lock->lock('b'));
var_dump($r);
$r = attempt(fn () => $queue->top('q'));
var_dump($r);

[$port2, $pid] = rl_server_start([], $port);
var_dump($port2 === $port);
var_dump((int) rl_redis_at($port, 'SCRIPT', 'EXISTS', sha1('x'))[0]);   // fresh server
// the next call may still throw once; the one after it must work
$r = attempt(fn () => $lock->lock('c'));
var_dump($r === true || $r === 'exception');
var_dump($lock->lock('d'));
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:d'));
var_dump($lock->isLocking('d'));
var_dump($lock->unlock('d'));
var_dump($queue->enqueue('q', 'y'));
var_dump($queue->pop('q')['id']);
?>
--EXPECT--
bool(true)
bool(true)
string(9) "exception"
string(9) "exception"
bool(true)
int(0)
bool(true)
bool(true)
int(1)
bool(true)
bool(true)
bool(true)
string(1) "y"
