--TEST--
RedisLock: expire() raises a value below 1 second (also 0 and negative) to 1 second
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
var_dump($a->lock('x', 0, 30));
foreach ([0.2, 0, -5, -0.5, 0.999] as $expire) {
    $ok = $a->expire('x', $expire);
    $pttl = rl_redis('PTTL', rl_lock_key('x'));
    echo var_export($expire, true), ': ', var_export($ok, true), ', ',
        $pttl >= 900 && $pttl <= 1000 ? 'ttl ~1 s' : "pttl $pttl", "\n";
}
var_dump($a->expire('x', 1.5));
$pttl = rl_redis('PTTL', rl_lock_key('x'));
echo $pttl > 1400 && $pttl <= 1500 ? "ttl ~1.5 s\n" : "pttl $pttl\n";
?>
--EXPECT--
bool(true)
0.2: true, ttl ~1 s
0: true, ttl ~1 s
-5: true, ttl ~1 s
-0.5: true, ttl ~1 s
0.999: true, ttl ~1 s
bool(true)
ttl ~1.5 s
