--TEST--
RedisLock: lock()'s $expire is a lifetime in seconds, not an absolute time
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
foreach ([2 => 'two', 60 => 'sixty', 1 => 'one'] as $expire => $name) {
    var_dump($lock->lock($name, 0, $expire));
    $pttl = rl_redis('PTTL', rl_lock_key($name));
    echo $pttl > $expire * 1000 - 1000 && $pttl <= $expire * 1000 ? "ttl ~$expire s\n" : "pttl $pttl\n";
}
// a Unix timestamp as $expire would be a very long lock, not a point in time
var_dump($lock->lock('float', 0, 1.5));
$pttl = rl_redis('PTTL', rl_lock_key('float'));
echo $pttl > 1000 && $pttl <= 1500 ? "ttl ~1.5 s\n" : "pttl $pttl\n";
?>
--EXPECT--
bool(true)
ttl ~2 s
bool(true)
ttl ~60 s
bool(true)
ttl ~1 s
bool(true)
ttl ~1.5 s
