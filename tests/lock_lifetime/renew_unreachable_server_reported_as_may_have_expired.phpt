--TEST--
RedisLock renew: when the server stops answering (SIGSTOP) for longer than a renewing lock's $expire, the object's next call gives an E_WARNING that the lock is no longer held and may have expired, and forgets it; once the server answers again the object works and renews as before
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
[$port, $pid] = rl_server_start();
$lock = rl_lock(['port' => $port, 'renew' => true, 'read_timeout' => 1.0 * $s]);
var_dump($lock->lock('job', 0, $s));

posix_kill($pid, SIGSTOP);
// the renewer's round trips time out (at most 2 s), and the lifetime ends
rl_sleep(3.5 * $s);
[$held, $warnings] = rl_warnings(fn () => $lock->isLocking('job'));
echo 'the next call warned that the lock may have expired: ', rl_one_renew_warning($warnings, 'job', RL_RENEW_UNREACHABLE) ? 'yes' : 'no: ' . json_encode($warnings), "\n";
echo 'isLocking() is false (no round trip needed): ', $held === false ? 'yes' : 'no', "\n";
posix_kill($pid, SIGCONT);

rl_wait_for(fn () => rl_lock_pttl('job', $port) === -2, 3 * $s);
echo 'the key expired on the server: ', rl_lock_pttl('job', $port) === -2 ? 'yes' : 'no', "\n";
[$taken, $warnings] = rl_warnings(fn () => $lock->lock('job', 0, $s));
echo 'the object takes it again, without warning: ', $taken === true && $warnings === [] ? 'yes' : 'no: ' . json_encode($warnings), "\n";
$token = rl_lock_token('job', $port);
$seen = rl_watch_lock('job', $token, 2 * $s, false, $port);
echo 'and renews it again: ', $seen['gone_at'] === null && !$seen['changed'] ? 'yes' : 'no', "\n";
var_dump($lock->unlock('job'));
?>
--EXPECT--
bool(true)
the next call warned that the lock may have expired: yes
isLocking() is false (no round trip needed): yes
the key expired on the server: yes
the object takes it again, without warning: yes
and renews it again: yes
bool(true)
