--TEST--
RedisLock: a second lock() of a name this object holds that times out does not make the object forget the lock it holds
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server, because CLIENT PAUSE stops every client of a server
[$port, $pid] = rl_server_start();
$lock = rl_lock(['port' => $port, 'persistent' => false, 'read_timeout' => 0.3]);
var_dump($lock->lock('x', 0, 30));
rl_redis_at($port, 'CLIENT', 'PAUSE', '1000');   // every client (ALL, the default since 6.2)
try {
    $lock->lock('x', 0, 30);            // its SET waits behind the pause: timeout
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo get_class($e), "\n";
}
usleep(1100000);                         // the pause is over
var_dump($lock->isLocking('x'));         // the first lock is still this object's
var_dump($lock->unlock('x'));
var_dump(rl_redis_at($port, 'EXISTS', rl_lock_key('x')));
rl_server_stop($pid);
?>
--EXPECT--
bool(true)
RedisLockException
bool(true)
bool(true)
int(0)
