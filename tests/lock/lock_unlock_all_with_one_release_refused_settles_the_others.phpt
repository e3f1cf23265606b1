--TEST--
RedisLock: unlockAll() where Redis refuses one release (BUSY) releases and forgets the others, keeps only that name, throws code 6 naming it (code 5 when every release was refused), and a later unlockAll() releases it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
$log = tempnam(sys_get_temp_dir(), 'rl-fake');
$fake = rl_fake_start(function (array $cmd) {
    static $refused = [];
    if ($r = rl_fake_redis($cmd)) {
        return $r;
    }
    if ($cmd[0] === 'SET') {
        return "+OK\r\n";
    }
    // lock_release: EVALSHA sha 3 <lock key> <waiting> <wake> <token>
    if (str_contains($cmd[3], 'bad') && !isset($refused[$cmd[3]])) {
        $refused[$cmd[3]] = true;
        return "-BUSY Redis is busy running a script. You can only call SCRIPT KILL or SHUTDOWN NOSAVE.\r\n";
    }
    return ":1\r\n";
}, ['log' => $log]);
function releases(string $log): int
{
    return count(array_filter(rl_fake_log($log), fn ($e) => $e[1][0] === 'EVALSHA'));
}

$lock = new RedisLock(['port' => $fake['port'], 'persistent' => false]);
foreach (['a', "bad\x01", 'c'] as $name) {
    $lock->lock($name);
}
try {
    $lock->unlockAll();
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo $e->getCode(), ': ', $e->getMessage(), "\n";
}
echo releases($log), " releases sent\n";
var_dump($lock->isLocking('a'), $lock->unlock('c'));   // forgotten: answered without Redis
echo releases($log), " releases sent\n";
var_dump($lock->unlockAll());                         // the refused one, again
echo releases($log), " releases sent\n";
var_dump($lock->unlockAll());                         // nothing left
echo releases($log), " releases sent\n";

// every release refused: nothing ran
$lock->lock('bad-1');
$lock->lock('bad-2');
try {
    $lock->unlockAll();
} catch (RedisLockException $e) {
    echo $e->getCode(), ': ', $e->getMessage(), "\n";
}
var_dump($lock->unlockAll());
rl_fake_stop($fake);
unlink($log);
?>
--EXPECTF--
6: redislock: unlockAll() settled 2 of 3 locks; not released: "bad\x01"; these stay recorded (unlock() or unlockAll() can try again): 127.0.0.1:%d: script lock_release failed: BUSY Redis is busy running a script. You can only call SCRIPT KILL or SHUTDOWN NOSAVE.
3 releases sent
bool(false)
bool(false)
3 releases sent
bool(true)
4 releases sent
bool(true)
4 releases sent
5: redislock: unlockAll() settled 0 of 2 locks; not released: "bad-1", "bad-2"; these stay recorded (unlock() or unlockAll() can try again): 127.0.0.1:%d: script lock_release failed: BUSY %s
bool(true)
