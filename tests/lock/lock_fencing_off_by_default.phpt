--TEST--
RedisLock: fencing is off by default: fencingToken() is false and no counter key is written
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
foreach ([rl_lock(), rl_lock(['fencing' => false])] as $i => $lock) {
    var_dump($lock->lock("res$i"));
    var_dump($lock->fencingToken("res$i"));
    var_dump($lock->unlock("res$i"));
    var_dump($lock->lock("res$i"));
    var_dump($lock->fencingToken("res$i"));
}
$keys = array_merge(rl_redis('KEYS', rl_prefix() . '*'), rl_redis('KEYS', '{' . rl_prefix() . '*'));
sort($keys);
var_dump($keys === [rl_lock_key('res0'), rl_lock_key('res1')]);
var_dump(rl_redis('EXISTS', '{' . rl_lock_key('res0') . '}:fence', '{' . rl_lock_key('res1') . '}:fence'));
var_dump(count(array_filter(rl_redis('KEYS', '*' . rl_prefix() . '*'), fn ($k) => str_contains($k, 'fence'))));
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
int(0)
int(0)
