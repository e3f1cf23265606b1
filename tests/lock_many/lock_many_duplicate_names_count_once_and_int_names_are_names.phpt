--TEST--
RedisLock::lockMany(): a name given twice is taken once (one key, released by one unlock()), and an int is a name (12 is "12"), in a list or under any keys
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
var_dump($lock->lockMany(['a', 'a', 12, '12', 0, 'x' => 'b', 'y' => 'a']));
echo 'keys: ', json_encode(rl_test_keys()), "\n";
var_dump($lock->isLocking('a'), $lock->isLocking('12'), $lock->isLocking('0'), $lock->isLocking('b'));
echo 'tokens in Redis are the held ones: ', rl_redis('GET', rl_lock_key('12')) === $lock->token('12') && rl_redis('GET', rl_lock_key('a')) === $lock->token('a') ? 'yes' : 'no', "\n";
var_dump(rl_lock()->lock('12'));             // held: another object is refused
var_dump($lock->unlock('a'), $lock->unlock('a'));
var_dump($lock->unlock('12'), $lock->unlock('12'));
echo 'keys: ', json_encode(rl_test_keys()), "\n";
var_dump($lock->unlockAll());
echo 'keys: ', json_encode(rl_test_keys()), "\n";
// one name, twice: one lock
var_dump($lock->lockMany(['only', 'only']));
var_dump($lock->unlock('only'), $lock->unlock('only'), $lock->unlockAll());
echo 'keys: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
bool(true)
keys: ["Lock:0","Lock:12","Lock:a","Lock:b"]
bool(true)
bool(true)
bool(true)
bool(true)
tokens in Redis are the held ones: yes
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
keys: ["Lock:0","Lock:b"]
bool(true)
keys: []
bool(true)
bool(true)
bool(false)
bool(true)
keys: []
