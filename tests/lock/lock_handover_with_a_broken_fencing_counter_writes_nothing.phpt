--TEST--
RedisLock hand-over with fencing: when the fencing counter cannot be incremented (a key of another kind, a value that is no integer), the release that would hand the lock over fails before it writes anything: the waiter keeps its place among the waiters and the lock key its holder's token
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
// a private server: its blocked clients are this test's waiter only
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port, 'fencing' => true]);
var_dump($holder->lock('broken-fence', 0, 30));
$token = rl_redis_at($port, 'GET', rl_lock_key('broken-fence'));
$pid = rl_fork(fn () => rl_lock(['port' => $port, 'fencing' => true])->lock('broken-fence', 3, 30, 10000000) ? 0 : 3);
rl_wait_blocked($port, 1, at_least: true);
rl_redis_at($port, 'SET', '{' . rl_lock_key('broken-fence') . '}:fence', 'not a number');
try {
    $holder->unlock('broken-fence');
    echo "released\n";
} catch (RedisLockException $e) {
    echo 'unlock threw code ', $e->getCode(), "\n";
}
echo 'the lock key still holds the holder\'s token: ', rl_redis_at($port, 'GET', rl_lock_key('broken-fence')) === $token ? 'yes' : 'no', "\n";
echo 'waiters still queued: ', rl_redis_at($port, 'ZCARD', '{' . rl_lock_key('broken-fence') . '}:waiters'), "\n";
// the counter repaired and the lock freed: the waiter, still waiting, takes it
rl_redis_at($port, 'DEL', '{' . rl_lock_key('broken-fence') . '}:fence', rl_lock_key('broken-fence'));
echo 'the waiter then takes the lock: ', rl_fork_wait($pid) === 0 ? 'yes' : 'no', "\n";
rl_server_stop($server);
?>
--EXPECT--
bool(true)
unlock threw code 5
the lock key still holds the holder's token: yes
waiters still queued: 1
the waiter then takes the lock: yes
