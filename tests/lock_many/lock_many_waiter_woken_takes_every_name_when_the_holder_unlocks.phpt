--TEST--
RedisLock::lockMany() with a timeout: while one name is held by another process, the waiting call keeps none of the others (another caller takes them at once meanwhile); once they are free and the holder unlocks, the waiter is woken (its poll interval is 5 s) and takes every name at once, each held as if lock() had taken it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
// a private server: its blocked clients are this test's waiter only
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port]);
var_dump($holder->lock('b', 0, 30));
$stamp = tempnam(sys_get_temp_dir(), 'rl-many');
$pid = rl_fork(static function () use ($stamp, $port, $s) {
    $lock = rl_lock(['port' => $port]);
    $got = $lock->lockMany(['a', 'b', 'c'], 10 * $s, 30, 5000000);
    $at = microtime(true);
    $held = array_values(array_filter(['a', 'b', 'c'], static fn ($name) => $lock->isLocking($name)
        && rl_redis_at($port, 'GET', rl_lock_key($name)) === $lock->token($name)));
    file_put_contents($stamp, json_encode([$got, $at, $held]));
    return $lock->unlockAll() ? 0 : 3;
});
rl_wait_blocked($port, 1);
// while it waits for b, a and c are anybody's
$other = rl_lock(['port' => $port]);
var_dump($other->lock('a', 0, 30), $other->lock('c', 0, 30));
var_dump($other->unlock('a'), $other->unlock('c'));
$released = microtime(true);
var_dump($holder->unlock('b'));
echo 'waiter: ', rl_fork_wait($pid), "\n";
[$got, $at, $held] = json_decode(file_get_contents($stamp), true);
unlink($stamp);
var_dump($got);
echo 'held: ', json_encode($held), "\n";
$after = $at - $released;
echo 'woken and took them all promptly: ', $after < 1.0 * $s ? 'yes' : sprintf('no (%.3f s)', $after), "\n";
echo 'keys left: ', json_encode(rl_redis_at($port, 'KEYS', '*')), "\n";
rl_server_stop($server);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
waiter: 0
bool(true)
held: ["a","b","c"]
woken and took them all promptly: yes
keys left: []
