--TEST--
RedisLock: a process that exits while holding a lock leaves it in place until its expiry
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$pid = pcntl_fork();
if ($pid === 0) {
    $lock = rl_lock();
    $ok = $lock->lock('sms:13800000000', 0, 60);
    exit($ok ? 0 : 1);                        // request end, object destroyed
}
pcntl_waitpid($pid, $status);
var_dump(pcntl_wifexited($status) && pcntl_wexitstatus($status) === 0);
var_dump(rl_redis('EXISTS', rl_lock_key('sms:13800000000')));
$pttl = rl_redis('PTTL', rl_lock_key('sms:13800000000'));
echo $pttl > 58000 && $pttl <= 60000 ? "ttl kept\n" : "pttl $pttl\n";
var_dump(rl_lock()->lock('sms:13800000000'));
?>
--EXPECT--
bool(true)
int(1)
ttl kept
bool(false)
