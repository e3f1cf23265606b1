--TEST--
RedisLock: a holder whose lock expired and was taken by another cannot extend it and isLocking() is false
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$old = rl_lock();
$new = rl_lock();
var_dump($old->lock('job', 0, 0.1));
usleep(150000);
var_dump($new->lock('job', 0, 5));
$token = rl_redis('GET', rl_lock_key('job'));
var_dump($old->isLocking('job'));
var_dump($old->expire('job', 100));          // must not touch $new's lock
$pttl = rl_redis('PTTL', rl_lock_key('job'));
echo $pttl > 4000 && $pttl <= 5000 ? "ttl unchanged\n" : "pttl $pttl\n";
var_dump(rl_redis('GET', rl_lock_key('job')) === $token);
var_dump($new->isLocking('job'));
// also when the successor wrote the key without the extension
rl_redis('SET', rl_lock_key('raw'), 'x', 'PX', '5000');
var_dump($old->lock('raw'));
var_dump($old->lock('job2', 0, 0.1));
usleep(150000);
rl_redis('SET', rl_lock_key('job2'), 'someone-else', 'PX', '5000');
var_dump($old->isLocking('job2'));
var_dump($old->expire('job2', 100));
var_dump($old->unlock('job2'));
var_dump(rl_redis('GET', rl_lock_key('job2')));
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
ttl unchanged
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
string(12) "someone-else"
