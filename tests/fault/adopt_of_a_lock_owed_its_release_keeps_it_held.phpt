--TEST--
A lock recorded as owed its release (lock() threw code 3), whose token the object gave out with token(), then adopt()ed back by the same object (adopt() answers true: the caller is told it holds it) must no longer be owed: the object's next lock() must not release it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';

/* SET of "job": runs, reply lost; its retry: LOADING; any other SET takes
 * its lock; lock_adopt (token, "0", "0"): held, no expiry; lock_check (5
 * arguments) and lock_release (8) find the token held. */
$log = tempnam(sys_get_temp_dir(), 'rl-fake');
$fake = rl_fake_start(function (array $cmd) {
    if ($r = rl_fake_redis($cmd)) {
        return $r;
    }
    if ($cmd[0] === 'SET') {
        return str_ends_with($cmd[1], 'job') ? null : "+OK\r\n";
    }
    if (count($cmd) === 8 && $cmd[6] === '0' && $cmd[7] === '0') {
        return "*2\r\n:-1\r\n:0\r\n";
    }
    if (count($cmd) === 5 || count($cmd) === 8) {
        return ":1\r\n";
    }
    return "-LOADING Redis is loading the dataset in memory\r\n";
}, ['log' => $log]);

$lock = new RedisLock(['port' => $fake['port'], 'persistent' => false]);
try {
    $lock->lock('job', 0, 15);
} catch (RedisLockException $e) {
    echo 'lock() threw code ', $e->getCode(), "\n";
}
$token = $lock->token('job');
echo 'token given: ', is_string($token) ? 'yes' : var_export($token, true), "\n";
echo 'adopt(): ', var_export($lock->adopt('job', $token), true), "\n";
$before = count(rl_fake_log($log));
var_dump($lock->lock('other', 0, 15));
$released = 0;
foreach (array_slice(rl_fake_log($log), $before) as [, $cmd]) {
    $released += count($cmd) === 8 && str_ends_with($cmd[3], 'job') && $cmd[6] !== '0' ? 1 : 0;
}
echo "releases of job sent by that lock(): $released\n";
echo 'still recorded: ', var_export($lock->unlock('job'), true), "\n";
rl_fake_stop($fake);
unlink($log);
?>
--EXPECT--
lock() threw code 3
token given: yes
adopt(): true
bool(true)
releases of job sent by that lock(): 0
still recorded: true
