--TEST--
RedisLock: a float $expire of 0.25 s gives a 250 ms lock that really disappears
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$scale = rl_time_scale();                // 10 under valgrind: 2.5 s
$a = rl_lock();
$b = rl_lock();
var_dump($a->lock('brief', 0, 0.25 * $scale));
$pttl = rl_redis('PTTL', rl_lock_key('brief'));
echo $pttl > 150 * $scale && $pttl <= 250 * $scale ? "ttl ~250 ms\n" : "pttl $pttl\n";
var_dump($b->lock('brief'));             // still held
usleep(300000 * $scale);
var_dump(rl_redis('EXISTS', rl_lock_key('brief')));
var_dump($a->isLocking('brief'));        // expired
var_dump($b->lock('brief'));             // free again
var_dump($b->isLocking('brief'));
?>
--EXPECT--
bool(true)
ttl ~250 ms
bool(false)
int(0)
bool(false)
bool(true)
bool(true)
