--TEST--
Fault: the reply of unlock(), unlockAll() or top() lost, then the retry answered LOADING: code 3 (the first run may have released or read), never 5; unlockAll(), whose other release the retry settled, throws code 6 naming the lock whose outcome is unknown; the names stay recorded until an answer settles them
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
const LOADING = "-LOADING Redis is loading the dataset in memory\r\n";

/* Takes every lock; the first script is run and its connection closed
 * (reply lost), the retry is answered LOADING, then scripts answer 1. */
$fake = rl_fake_start(function (array $cmd) {
    static $scripts = 0;
    if ($r = rl_fake_redis($cmd)) {
        return $r;
    }
    if ($cmd[0] === 'SET') {
        return "+OK\r\n";
    }
    $scripts++;
    if ($scripts === 1) {
        return null;
    }
    $key = $cmd[3];
    if ($scripts === 2 && str_contains($key, 'slow')) {
        return LOADING;
    }
    return ":1\r\n";
});
$param = ['port' => $fake['port'], 'persistent' => false];

$lock = new RedisLock($param);
$lock->lock('slow');
echo 'unlock: ', rl_timed(fn () => $lock->unlock('slow'))[0], "\n";
var_dump($lock->unlock('slow'));          // still recorded; now released

rl_fake_stop($fake);
$fake = rl_fake_start(function (array $cmd) {
    static $scripts = 0;
    if ($r = rl_fake_redis($cmd)) {
        return $r;
    }
    if ($cmd[0] === 'SET') {
        return "+OK\r\n";
    }
    // unlockAll(): the first round trip lost, in the retry "slow" refused
    if (++$scripts <= 2) {
        return $scripts === 1 ? null : ":1\r\n";
    }
    return str_contains($cmd[3], 'slow') && $scripts <= 4 ? LOADING : ":1\r\n";
});
$lock = new RedisLock(['port' => $fake['port'], 'persistent' => false]);
$lock->lock('fast');
$lock->lock('slow');
echo 'unlockAll: ', rl_timed(fn () => $lock->unlockAll())[0], "\n";
var_dump($lock->unlockAll());            // only "slow" was left; now released
rl_fake_stop($fake);

$fake = rl_fake_start(function (array $cmd) {
    static $scripts = 0;
    if ($r = rl_fake_redis($cmd)) {
        return $r;
    }
    return match (++$scripts) { 1 => null, 2 => LOADING, default => "*0\r\n" };
});
$queue = new RedisQueue(['port' => $fake['port'], 'persistent' => false]);
echo 'top: ', rl_timed(fn () => $queue->top('jobs'))[0], "\n";
var_dump($queue->top('jobs'));
rl_fake_stop($fake);
?>
--EXPECTF--
unlock: 3: redislock: connection to 127.0.0.1:%d lost: the server closed it; asking again failed, so the outcome is unknown: 127.0.0.1:%d: script lock_release failed: LOADING Redis is loading the dataset in memory
bool(true)
unlockAll: 6: redislock: unlockAll() settled 1 of 2 locks; outcome unknown: "slow"; these stay recorded (unlock() or unlockAll() can try again): connection to 127.0.0.1:%d lost: the server closed it; asking again failed, so the outcome is unknown: 127.0.0.1:%d: script lock_release failed: LOADING %s
bool(true)
top: 3: redislock: connection to 127.0.0.1:%d lost: the server closed it; asking again failed, so the outcome is unknown: 127.0.0.1:%d: script queue_take failed: LOADING %s
bool(false)
