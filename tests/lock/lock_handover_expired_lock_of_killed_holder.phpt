--TEST--
RedisLock: a waiter picks up the lock of a SIGKILLed holder as soon as it expires, not a poll interval later
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$pid = pcntl_fork();
if ($pid === 0) {
    rl_lock()->lock('job', 0, 0.6);
    posix_kill(getmypid(), SIGKILL);   // dies inside its critical section
}
pcntl_waitpid($pid, $status);
var_dump(pcntl_wifsignaled($status));
$waiter = rl_lock();
$start = hrtime(true);
var_dump($waiter->lock('job', 5, 10, 3000000));
$elapsed = (hrtime(true) - $start) / 1e9;
echo $elapsed < 1.2 ? "taken once the dead holder's lock expired\n" : "taken after $elapsed s\n";
var_dump($waiter->unlock('job'));
?>
--EXPECT--
bool(true)
bool(true)
taken once the dead holder's lock expired
bool(true)
