--TEST--
RedisLock::lockMany() with renew => true: every name taken with $expire = 1 stays held, with its token and a lifetime no longer than $expire, through a sleep() of 3.5 s (no call from PHP code meanwhile), and another process cannot take any of them; after unlock() of one, the others are still renewed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$names = ['x', 'y', 'z'];
$lock = rl_lock(['renew' => true]);
var_dump($lock->lockMany($names, 0, $s));
$tokens = array_combine($names, array_map('rl_lock_token', $names));

sleep((int) floor(3.5 * $s)); // no call of the object meanwhile
rl_sleep(3.5 * $s - floor(3.5 * $s));

foreach ($names as $name) {
    $pttl = rl_lock_pttl($name);
    echo "$name: still there with its token: ", rl_lock_token($name) === $tokens[$name] && $pttl > 0 ? 'yes' : "no ($pttl)",
        ', lifetime no longer than $expire: ', $pttl <= 1000 * $s ? 'yes' : "no ($pttl)", "\n";
}
$code = rl_fork_wait(rl_fork(static function () use ($names) {
    $other = rl_lock();
    foreach ($names as $name) {
        if ($other->lock($name, 0, 10)) {
            return 2;
        }
    }
    return $other->lockMany($names) ? 3 : 0;
}));
echo 'another process could take none of them: ', $code === 0 ? 'yes' : "no ($code)", "\n";
var_dump($lock->unlock('x'));
rl_sleep(1.5 * $s);              // past $expire: only renewal keeps them
foreach (['y', 'z'] as $name) {
    echo "$name: still held: ", $lock->isLocking($name) && rl_lock_token($name) === $tokens[$name] ? 'yes' : 'no', "\n";
}
echo 'x: gone: ', rl_lock_token('x') === null ? 'yes' : 'no', "\n";
var_dump($lock->unlockAll());
?>
--EXPECT--
bool(true)
x: still there with its token: yes, lifetime no longer than $expire: yes
y: still there with its token: yes, lifetime no longer than $expire: yes
z: still there with its token: yes, lifetime no longer than $expire: yes
another process could take none of them: yes
bool(true)
y: still held: yes
z: still held: yes
x: gone: yes
bool(true)
