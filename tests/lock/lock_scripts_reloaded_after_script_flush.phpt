--TEST--
RedisLock: scripts run with EVALSHA and are loaded again after SCRIPT FLUSH (NOSCRIPT)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server: SCRIPT FLUSH must not disturb other tests
[$port, $pid] = rl_server_start();
$lock = new RedisLock(['host' => '127.0.0.1', 'port' => $port, 'prefix' => rl_prefix()]);
var_dump($lock->lock('a'));
var_dump($lock->lock('b'));
var_dump($lock->lock('c'));
var_dump($lock->isLocking('a'));
echo rl_command_calls('evalsha', $port) > 0 ? "EVALSHA used\n" : "no EVALSHA\n";
var_dump(rl_redis_at($port, 'SCRIPT', 'FLUSH'));
var_dump($lock->unlock('a'));
var_dump(rl_redis_at($port, 'EXISTS', rl_lock_key('a')));
rl_redis_at($port, 'SCRIPT', 'FLUSH');
var_dump($lock->isLocking('b'));
rl_redis_at($port, 'SCRIPT', 'FLUSH');
var_dump($lock->expire('b', 30));
$pttl = rl_redis_at($port, 'PTTL', rl_lock_key('b'));
echo $pttl > 29000 && $pttl <= 30000 ? "ttl ~30 s\n" : "pttl $pttl\n";
rl_redis_at($port, 'SCRIPT', 'FLUSH');
var_dump($lock->unlockAll());                 // several scripts in one round trip
var_dump(rl_redis_at($port, 'KEYS', '*'));
// afterwards EVALSHA works again without reloading
$before = rl_command_calls('evalsha', $port);
var_dump($lock->lock('d'));
var_dump($lock->isLocking('d'));
echo rl_command_calls('evalsha', $port) > $before ? "EVALSHA used\n" : "no EVALSHA\n";
rl_server_stop($pid);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
EVALSHA used
string(2) "OK"
bool(true)
int(0)
bool(true)
bool(true)
ttl ~30 s
bool(true)
array(0) {
}
bool(true)
bool(true)
EVALSHA used
