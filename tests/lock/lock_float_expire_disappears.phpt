--TEST--
RedisLock: a float $expire of 0.25 s gives a 250 ms lock that really disappears
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->lock('brief', 0, 0.25));
$pttl = rl_redis('PTTL', rl_lock_key('brief'));
echo $pttl > 150 && $pttl <= 250 ? "ttl ~250 ms\n" : "pttl $pttl\n";
var_dump($b->lock('brief'));             // still held
usleep(300000);
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
