--TEST--
RedisLock connection: DSN query options prefix, fencing, read_timeout, persistent, db are applied
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port, $pid] = rl_server_start();

$lock = new RedisLock("redis://127.0.0.1:$port?prefix=x%3A&fencing=1&read_timeout=0.3&persistent=0&db=1");
var_dump($lock->lock('job'));
// prefix (URL-decoded) and db
rl_redis_at($port, 'SELECT', '1');
var_dump(rl_redis_at($port, 'EXISTS', 'x:Lock:job'));
rl_redis_at($port, 'SELECT', '0');
// fencing on: a token
var_dump(is_int($lock->fencingToken('job')) && $lock->fencingToken('job') >= 1);

// read_timeout 0.3 s: a frozen server is given up on after about 0.3 s
posix_kill($pid, SIGSTOP);
$t = microtime(true);
try {
    $lock->lock('other');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo $e->getMessage(), "\n";
}
$elapsed = microtime(true) - $t;
posix_kill($pid, SIGCONT);
var_dump($elapsed >= 0.25 && $elapsed < 1.5);

// the same options off/default: no prefix, no fencing
$plain = new RedisLock("redis://127.0.0.1:$port?fencing=0&persistent=1");
var_dump($plain->lock('job'));
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:job'));
var_dump($plain->fencingToken('job'));
?>
--EXPECTF--
bool(true)
int(1)
bool(true)
redislock: %S127.0.0.1:%d%Sread_timeout%S
bool(true)
bool(true)
int(1)
bool(false)
