--TEST--
RedisLockException: a server that does not answer within read_timeout fails the call; the same object works once it answers again
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port, $pid] = rl_server_start();
$lock = new RedisLock(['port' => $port, 'read_timeout' => 0.3]);
var_dump($lock->lock('a'));             // connected

posix_kill($pid, SIGSTOP);
try {
    $t = microtime(true);
    try {
        $lock->lock('b');
        echo "no exception\n";
    } catch (RedisLockException $e) {
        $elapsed = microtime(true) - $t;
        echo $e->getMessage(), "\n";
        var_dump(str_contains($e->getMessage(), "127.0.0.1:$port"));
        var_dump($elapsed >= 0.25 && $elapsed < 1.0);
    }
} finally {
    posix_kill($pid, SIGCONT);
}
var_dump($lock->lock('c'));
var_dump($lock->isLocking('a'));
var_dump($lock->unlock('a'));
?>
--EXPECTF--
bool(true)
redislock: %S127.0.0.1:%d%Sread_timeout%S
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
