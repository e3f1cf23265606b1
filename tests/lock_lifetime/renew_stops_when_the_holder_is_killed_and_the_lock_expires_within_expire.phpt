--TEST--
RedisLock renew: a forked child holding a renewing lock ($expire = 1) keeps it past its expire while alive; once it is SIGKILLed nothing renews it, and a waiter gets the lock within $expire of the kill
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$holder = rl_fork(function () use ($s) {
    $lock = rl_lock(['renew' => true]);
    if (!$lock->lock('job', 0, $s)) {
        return 1;
    }
    sleep(60 * $s); // killed long before
    return 0;
});
$taken = rl_wait_for(fn () => rl_lock_token('job') !== null, 10 * $s);
echo 'the child took the lock: ', $taken !== null ? 'yes' : 'no', "\n";
$token = rl_lock_token('job');

// alive, it renews: the lock outlives twice its expire
$seen = rl_watch_lock('job', $token, 2.2 * $s);
echo 'held through 2.2 s by the living child: ', $seen['gone_at'] === null && !$seen['changed'] ? 'yes' : 'no', "\n";

posix_kill($holder, SIGKILL);
echo 'the child was killed: ', rl_fork_wait($holder) === 128 + SIGKILL ? 'yes' : 'no', "\n";
$killed = rl_now();

$waiter = rl_lock();
var_dump($waiter->lock('job', 5 * $s, 10, 20000));
$after = rl_now() - $killed;
echo 'the waiter got it within $expire of the kill: ', $after < 1.6 * $s ? 'yes' : "no ($after s)", "\n";
echo 'the waiter has its own token there: ', rl_lock_token('job') !== $token ? 'yes' : 'no', "\n";
var_dump($waiter->unlock('job'));
?>
--EXPECT--
the child took the lock: yes
held through 2.2 s by the living child: yes
the child was killed: yes
bool(true)
the waiter got it within $expire of the kill: yes
the waiter has its own token there: yes
bool(true)
