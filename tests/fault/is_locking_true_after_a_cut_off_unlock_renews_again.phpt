--TEST--
With renew, an unlock() whose reply was lost (code 3) stops the renewal and owes the release; isLocking() then answering true makes the lock held again (the debt cleared), so its renewal must go on: else it expires behind a caller told it holds a renewed lock
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';

/* SET takes the lock; every lock_release (8 arguments, 1 key) until the
 * first lock_check runs and its reply is lost; lock_check (5 arguments) finds it held; every other
 * script (the renewer's extensions) answers 1. */
$log = tempnam(sys_get_temp_dir(), 'rl-fake');
$flag = $log . '.released';
$fake = rl_fake_start(function (array $cmd) use ($flag) {
    if ($r = rl_fake_redis($cmd)) {
        return $r;
    }
    if ($cmd[0] === 'SET') {
        return "+OK\r\n";
    }
    if (count($cmd) === 8 && $cmd[2] === '1' && !file_exists($flag)) {
        return null; // every release until isLocking() is asked
    }
    if (count($cmd) === 5) {
        touch($flag);
    }
    return ":1\r\n";
}, ['log' => $log]);

$lock = new RedisLock(['port' => $fake['port'], 'persistent' => false, 'renew' => true, 'read_timeout' => 1]);
var_dump($lock->lock('job', 0, 0.6));
var_dump($lock->lock('control', 0, 0.6)); // renewed throughout: shows the renewer's extensions reach the log
try {
    $lock->unlock('job');
} catch (RedisLockException $e) {
    echo 'unlock() threw code ', $e->getCode(), "\n";
}
var_dump($lock->isLocking('job'));
$before = count(rl_fake_log($log));
usleep(1500000); // 2.5 x $expire: a renewed lock is extended about 7 times
$after = array_slice(rl_fake_log($log), $before);
$extended = ['job' => 0, 'control' => 0];
foreach ($after as [, $cmd]) {
    foreach ($extended as $name => $n) {
        $extended[$name] += $cmd[0] === 'EVALSHA' && in_array("Lock:$name", $cmd, true) ? 1 : 0;
    }
}
echo 'control renewed: ', $extended['control'] > 0 ? 'yes' : 'no', "\n";
echo 'renewed after isLocking() said held: ', $extended['job'] > 0 ? 'yes' : 'no', "\n";
rl_fake_stop($fake);
@unlink($flag);
unlink($log);
?>
--EXPECT--
bool(true)
bool(true)
unlock() threw code 3
bool(true)
control renewed: yes
renewed after isLocking() said held: yes
