--TEST--
Fault: an error handler that calls the same object while the new connection's warning is raised (unlock() inside unlockAll(), lock() inside lock()) leaves the call correct and touches no freed memory (checked under valgrind and ASan)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--maxmemory', '100mb', '--maxmemory-policy', 'allkeys-lru']);
$lock = new RedisLock(rl_params(['port' => $port]));
@$lock->lock('a', 0, 30);                      // warned on this connection, silenced
$lock->lock('b', 0, 30);

function fresh_connection(int $port): void
{
    rl_redis_at($port, 'CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    rl_redis_at($port, 'SCRIPT', 'FLUSH');
    usleep(150000);
}

fresh_connection($port);
set_error_handler(function () use ($lock) {
    $lock->unlock('a');                        // frees 'a' in the middle of unlockAll()
    return true;
});
var_dump($lock->unlockAll());                  // 'a' already gone, 'b' released
var_dump(rl_redis_at($port, 'EXISTS', rl_lock_key('a'), rl_lock_key('b')), $lock->unlockAll());

fresh_connection($port);
set_error_handler(function () use ($lock) {
    var_dump($lock->lock('inner'));            // a call of its own, on the same connection
    return true;
});
var_dump($lock->lock('outer', 1));
restore_error_handler();
var_dump($lock->isLocking('inner'), $lock->isLocking('outer'), $lock->unlockAll());
?>
--EXPECT--
bool(false)
int(0)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
