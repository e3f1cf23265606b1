--TEST--
RedisLock release_at_shutdown: a forked child that ends (its copy of the object freed at its exit, or unset) releases only the locks it took itself, never its parent's, which stay held by the parent with their lifetime intact until the parent's own end releases them
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock(['release_at_shutdown' => true]);
var_dump($lock->lock('parent-job', 0, 60));
$token = rl_redis('GET', rl_lock_key('parent-job'));

// the child ends normally (its copy of $lock freed at its exit) after taking a lock of its own
$code = rl_fork_wait(rl_fork(function () use ($lock) {
    if (!$lock->lock('child-job', 0, 60)) {
        throw new Exception('the child could not lock');
    }
}));
echo 'child exited 0: ', $code === 0 ? 'yes' : "no ($code)", "\n";
echo "the parent's lock is still there with its token: ", rl_redis('GET', rl_lock_key('parent-job')) === $token ? 'yes' : 'no', "\n";
echo "the child's own lock was released at the child's end: ", rl_redis('EXISTS', rl_lock_key('child-job')) === 0 ? 'yes' : 'no', "\n";

// a child that destroys its copy during its run leaves it too
$code = rl_fork_wait(rl_fork(function () use (&$lock) {
    $lock = null;
}));
echo 'second child exited 0: ', $code === 0 ? 'yes' : "no ($code)", "\n";
echo "the parent's lock survived that as well: ", rl_redis('GET', rl_lock_key('parent-job')) === $token ? 'yes' : 'no', "\n";
echo 'the parent still holds it: ', $lock->isLocking('parent-job') ? 'yes' : 'no', "\n";
$ttl = rl_redis('PTTL', rl_lock_key('parent-job'));
echo 'its lifetime is untouched: ', $ttl > 50000 ? 'yes' : "no ($ttl)", "\n";

// the parent's own end releases it
unset($lock);
echo "the parent's end released it: ", rl_redis('EXISTS', rl_lock_key('parent-job')) === 0 ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
child exited 0: yes
the parent's lock is still there with its token: yes
the child's own lock was released at the child's end: yes
second child exited 0: yes
the parent's lock survived that as well: yes
the parent still holds it: yes
its lifetime is untouched: yes
the parent's end released it: yes
