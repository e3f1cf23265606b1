--TEST--
RedisLock renew: a lock taken with $expire = 1 stays held, with its token, through a sleep() of 3.5 s (no call from PHP code meanwhile), seen from outside, and another process cannot take it meanwhile
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$lock = rl_lock(['renew' => true]);
var_dump($lock->lock('job', 0, $s));
$token = rl_lock_token('job');

sleep((int) floor(3.5 * $s)); // no call of the object meanwhile
rl_sleep(3.5 * $s - floor(3.5 * $s));

$pttl = rl_lock_pttl('job');
echo 'the key is still there with a lifetime: ', $pttl > 0 ? 'yes' : "no ($pttl)", "\n";
echo 'it has the same token: ', rl_lock_token('job') === $token ? 'yes' : 'no', "\n";
echo 'its lifetime is no longer than $expire: ', $pttl <= 1000 * $s ? 'yes' : "no ($pttl)", "\n";

// another process tries to take it
$code = rl_fork_wait(rl_fork(fn () => rl_lock()->lock('job', 0, 10) ? 2 : 0));
echo 'another process could not take it: ', $code === 0 ? 'yes' : "no ($code)", "\n";

echo 'the holder still holds it: ', $lock->isLocking('job') ? 'yes' : 'no', "\n";
echo 'the renewer thread runs: ', rl_renewer_row('Thread') === 'running' ? 'yes' : 'no', "\n";
echo 'it extended the lifetime several times: ', rl_counter('Lifetimes extended') >= 5 ? 'yes' : 'no', "\n";
var_dump($lock->unlock('job'));
echo 'the key is gone: ', rl_lock_token('job') === null ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
the key is still there with a lifetime: yes
it has the same token: yes
its lifetime is no longer than $expire: yes
another process could not take it: yes
the holder still holds it: yes
the renewer thread runs: yes
it extended the lifetime several times: yes
bool(true)
the key is gone: yes
