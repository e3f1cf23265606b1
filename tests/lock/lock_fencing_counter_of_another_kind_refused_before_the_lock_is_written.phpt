--TEST--
RedisLock: with fencing on, a counter key that holds no integer makes lock() throw code 5 before the lock key is written (no lock without a holder is left behind), and every attempt says so
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$counter = '{' . rl_lock_key('f') . '}:fence';
rl_redis('SET', $counter, 'not a number');
$fenced = rl_lock(['fencing' => true]);
foreach ([0, 0.2] as $timeout) {
    echo rl_timed(fn () => $fenced->lock('f', $timeout))[0], "\n";
    var_dump(rl_redis('EXISTS', rl_lock_key('f')), $fenced->isLocking('f'));
}
var_dump(rl_lock()->lock('f'));                  // the name is free for others
?>
--EXPECTF--
5: redislock: 127.0.0.1:%d: script lock_acquire failed: ERR value is not an integer or out of range%S
int(0)
bool(false)
5: redislock: 127.0.0.1:%d: script lock_acquire failed: ERR value is not an integer or out of range%S
int(0)
bool(false)
bool(true)
