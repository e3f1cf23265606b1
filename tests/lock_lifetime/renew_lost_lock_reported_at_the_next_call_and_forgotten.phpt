--TEST--
RedisLock renew: when the renewer finds another value in a renewing lock's key (set from outside), the object's next call, whatever it is, gives one E_WARNING naming the lock and saying it is no longer held, and forgets it: isLocking() is false, unlock() is false and leaves the other value, no second warning; the object's other locks stay held and renewed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$lock = rl_lock(['renew' => true]);
var_dump($lock->lock('job', 0, $s), $lock->lock('other-job', 0, $s));
$other_token = rl_lock_token('other-job');

rl_redis('SET', rl_lock_key('job'), 'someone-else');
rl_sleep(1.0 * $s); // a renewal or more: a third of the expire each

// the next call is a lock() of another name
[$result, $warnings] = rl_warnings(fn () => $lock->lock('third', 0, $s));
echo 'the next call still did its work: ', $result === true ? 'yes' : 'no', "\n";
echo 'it gave one warning, naming the lock and why: ', rl_one_renew_warning($warnings, 'job', RL_RENEW_LOST) ? 'yes' : 'no: ' . json_encode($warnings), "\n";
echo $warnings[0] ?? '', "\n";

[$held, $warnings] = rl_warnings(fn () => $lock->isLocking('job'));
echo 'isLocking() is false: ', $held === false ? 'yes' : 'no', "\n";
echo 'no second warning: ', $warnings === [] ? 'yes' : 'no', "\n";
[$released, $warnings] = rl_warnings(fn () => $lock->unlock('job'));
echo 'unlock() is false: ', $released === false && $warnings === [] ? 'yes' : 'no', "\n";
echo 'the other value is untouched: ', rl_lock_token('job') === 'someone-else' ? 'yes' : 'no', "\n";
echo 'the renewer never changes it, nor its lifetime: ', rl_lock_pttl('job') === -1 ? 'yes' : 'no', "\n";

rl_sleep(1.0 * $s);
echo 'the other lock of the object is still held and renewed: ', rl_lock_token('other-job') === $other_token && $lock->isLocking('other-job') ? 'yes' : 'no', "\n";
var_dump($lock->unlockAll());
?>
--EXPECTF--
bool(true)
bool(true)
the next call still did its work: yes
it gave one warning, naming the lock and why: yes
RedisLock::lock(): The lock "job" is no longer held (renew): its renewal found another token or none in its place (it had expired, or another holder took it)
isLocking() is false: yes
no second warning: yes
unlock() is false: yes
the other value is untouched: yes
the renewer never changes it, nor its lifetime: yes
the other lock of the object is still held and renewed: yes
bool(true)
