--TEST--
RedisLock renew: a process takes a renewing lock ($expire = 1), forks, and is SIGKILLed; its child, which keeps a copy of the object and lives on, never renews that lock, which expires within $expire of the kill, while a renewing lock the child takes itself is renewed in the child
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$pid_key = rl_prefix() . 'grandchild-pid';
$parent = rl_fork(function () use ($s, $pid_key) {
    $lock = rl_lock(['renew' => true]);
    if (!$lock->lock('parent-job', 0, $s)) {
        return 1;
    }
    $child = pcntl_fork();
    if ($child === 0) {
        // the child: keeps the copy of $lock, takes a lock of its own with it
        $lock->lock('child-job', 0, $s);
        sleep(8 * $s); // then ends quietly (the test waits for it)
        exit(0);
    }
    rl_redis('SET', $pid_key, (string) $child);
    posix_kill(getmypid(), SIGKILL); // the parent dies, its renewer with it
});
echo 'the parent was killed: ', rl_fork_wait($parent) === 128 + SIGKILL ? 'yes' : 'no', "\n";
$killed = rl_now();
$child = (int) rl_redis('GET', $pid_key);
echo 'its child lives on: ', $child > 0 && posix_kill($child, 0) ? 'yes' : 'no', "\n";
$token = rl_lock_token('parent-job');
echo "the parent's lock is there: ", $token !== null ? 'yes' : 'no', "\n";

$seen = rl_watch_lock('parent-job', (string) $token, 3 * $s, true);
$gone = $seen['gone_at'];
echo "the parent's lock expired within \$expire of the kill: ", $gone !== null && $gone < 1.5 * $s ? 'yes' : 'no (' . var_export($gone, true) . ')', "\n";

$ok = rl_wait_for(fn () => rl_lock_token('child-job') !== null, 5 * $s);
$child_token = rl_lock_token('child-job');
echo "the child took a lock of its own: ", $ok !== null ? 'yes' : 'no', "\n";
$seen = rl_watch_lock('child-job', (string) $child_token, 2.5 * $s);
echo "the child renews its own lock past its expire: ", $seen['gone_at'] === null && !$seen['changed'] ? 'yes' : 'no', "\n";

posix_kill($child, SIGKILL);
?>
--EXPECT--
the parent was killed: yes
its child lives on: yes
the parent's lock is there: yes
the parent's lock expired within $expire of the kill: yes
the child took a lock of its own: yes
the child renews its own lock past its expire: yes
