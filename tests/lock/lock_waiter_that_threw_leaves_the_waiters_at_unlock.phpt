--TEST--
RedisLock hand-over: a lock() whose wait throws (its reconnect refused) is still among the waiters (alive for its interval + 0.1 s); the unlock() that settles its recorded token (false: nothing was handed over yet) takes it out of them, so a release right after frees the lock instead of handing it to a token nobody holds any more (it stayed taken for its whole $expire)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port]);
var_dump($holder->lock('forgot', 0, 30));
$log = tempnam(sys_get_temp_dir(), 'rl');
$waiter = rl_fork(function () use ($log, $port) {
    $lock = rl_lock(['port' => $port]);
    try {
        $r = var_export($lock->lock('forgot', 10, 30, 3000000), true);
    } catch (RedisLockException $e) {
        $r = 'threw, code ' . $e->getCode();
    }
    file_put_contents($log, "lock: $r\n", FILE_APPEND);
    while (!file_exists("$log.open")) {
        usleep(20000);
    }
    // the usual finally { unlock() }
    file_put_contents($log, 'unlock: ' . var_export($lock->unlock('forgot'), true) . "\n", FILE_APPEND);
    file_put_contents($log, 'isLocking: ' . var_export($lock->isLocking('forgot'), true) . "\n", FILE_APPEND);
});
rl_wait_blocked($port, 1, at_least: true);
// new connections are refused from now on; the waiter's BLPOP is cut
rl_redis_at($port, 'CONFIG', 'SET', 'requirepass', 'secret');
foreach (explode("\n", rl_redis_at($port, 'CLIENT', 'LIST')) as $line) {
    if (preg_match('/^id=(\d+) .* cmd=blpop/', $line, $m)) {
        rl_redis_at($port, 'CLIENT', 'KILL', 'ID', $m[1]);
    }
}
for ($i = 0; $i < 200 && !str_contains(file_get_contents($log), 'lock:'); $i++) {
    usleep(10000);
}
rl_redis_at($port, 'CONFIG', 'SET', 'requirepass', '');
touch("$log.open");
echo 'waiter: ', rl_fork_wait($waiter), "\n", file_get_contents($log);
var_dump($holder->unlock('forgot'));
echo 'another caller: ', var_export(rl_lock(['port' => $port])->lock('forgot', 0, 30), true), "\n";
unlink($log);
unlink("$log.open");
rl_server_stop($server);
?>
--EXPECT--
bool(true)
waiter: 0
lock: threw, code 2
unlock: false
isLocking: false
bool(true)
another caller: true
