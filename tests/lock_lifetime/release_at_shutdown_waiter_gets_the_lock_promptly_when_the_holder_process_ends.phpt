--TEST--
RedisLock release_at_shutdown: a process waiting in lock($name, 5) for a lock that another PHP process holds (with the option, for 120 s) gets it promptly once that process's script ends normally, long before its own timeout and the lock's expiry: the release at the holder's end wakes the waiter
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
$scale = rl_time_scale();
$result = tempnam(sys_get_temp_dir(), 'rl-waiter');
// the holder: another PHP process that takes the lock, keeps it a moment, and ends normally
$holder = rl_fork(function () use ($scale) {
    $child = rl_php_child('
$lock = new RedisLock($params + ["release_at_shutdown" => true]);
if (!$lock->lock("job", 0, 120)) {
    exit(9);
}
usleep(' . 500000 * $scale . ');
echo "holder ends\n";
');
    return $child['status'] === 0 && $child['out'] === "holder ends\n" ? 0 : 2;
});
// the waiter: waits in lock() from the moment the holder has the lock
$waiter = rl_fork(function () use ($scale, $result) {
    $end = microtime(true) + 30 * $scale;
    while (rl_redis('EXISTS', rl_lock_key('job')) === 0 && microtime(true) < $end) {
        usleep(5000);
    }
    $lock = rl_lock();
    $busy = !$lock->lock('job', 0, 10);
    $start = hrtime(true);
    $got = $lock->lock('job', 5 * $scale, 10);
    file_put_contents($result, json_encode([$busy, $got, (hrtime(true) - $start) / 1e9]));
});
echo 'the holder ended normally: ', rl_fork_wait($holder) === 0 ? 'yes' : 'no', "\n";
echo 'the waiter ended normally: ', rl_fork_wait($waiter) === 0 ? 'yes' : 'no', "\n";
[$busy, $got, $waited] = json_decode((string) file_get_contents($result), true) ?? [null, null, null];
unlink($result);
echo 'the lock was held when the waiter began to wait: ', $busy === true ? 'yes' : 'no', "\n";
echo 'the waiter got the lock: ', $got === true ? 'yes' : 'no', "\n";
// the holder kept it 0.5 s (scaled), then its process ended: well under the waiter's 5 s
echo 'it waited less than half its timeout: ', $waited !== null && $waited < 2.5 * $scale ? 'yes' : "no ($waited s)", "\n";
?>
--EXPECT--
the holder ended normally: yes
the waiter ended normally: yes
the lock was held when the waiter began to wait: yes
the waiter got the lock: yes
it waited less than half its timeout: yes
