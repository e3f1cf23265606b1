--TEST--
RedisLock: the lock value is a 32-hex-digit random token, different for every acquisition
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
$tokens = [];
for ($i = 0; $i < 5; $i++) {
    var_dump($a->lock('tok'));
    $tokens[] = rl_redis('GET', rl_lock_key('tok'));
    var_dump($a->unlock('tok'));
    var_dump($b->lock('tok'));                 // another object, same second
    $tokens[] = rl_redis('GET', rl_lock_key('tok'));
    var_dump($b->unlock('tok'));
}
// two names locked in the same instant by the same object
$a->lock('tok-1');
$a->lock('tok-2');
$tokens[] = rl_redis('GET', rl_lock_key('tok-1'));
$tokens[] = rl_redis('GET', rl_lock_key('tok-2'));
$hex = array_filter($tokens, fn ($t) => is_string($t) && preg_match('/^[0-9a-f]{32}$/D', $t));
echo count($tokens), ' tokens, ', count($hex), ' of 32 hex digits, ', count(array_unique($tokens)), " distinct\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
12 tokens, 12 of 32 hex digits, 12 distinct
