--TEST--
RedisLock hand-over: a waiter whose $timeout ran out left the waiters in its last attempt: a later release frees the lock instead of handing it to a caller that gave up, and waiting leaves no keys behind
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$holder = rl_lock();
var_dump($holder->lock('gave-up', 0, 30));
$waiter = rl_lock();
// one long block (10 s interval), cut by the 0.3 s $timeout
var_dump($waiter->lock('gave-up', 0.3, 30, 10000000));
var_dump($holder->unlock('gave-up'));
echo 'free after the release: ', json_encode(rl_redis('EXISTS', rl_lock_key('gave-up'))), "\n";
var_dump($waiter->isLocking('gave-up'));
echo 'keys left: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
free after the release: 0
bool(false)
keys left: []
