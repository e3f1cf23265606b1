--TEST--
RedisLock: the fencing counter is the key "{<lock key>}:fence", holds the last token and has no TTL
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock(['fencing' => true]);
$fence = '{' . rl_lock_key('res') . '}:fence';
var_dump(rl_redis('EXISTS', $fence));
var_dump($a->lock('res', 0, 0.2));
var_dump(rl_redis('EXISTS', $fence));
var_dump((int) rl_redis('GET', $fence) === $a->fencingToken('res'));
var_dump(rl_redis('TTL', $fence));
var_dump($a->unlock('res'));
var_dump(rl_redis('EXISTS', rl_lock_key('res'), $fence));  // the counter stays
var_dump($a->lock('res', 0, 0.1));
usleep(150000);
var_dump(rl_redis('EXISTS', rl_lock_key('res'), $fence));  // outlives the lock
var_dump(rl_redis('TTL', $fence));
// no other key is written
$keys = rl_redis('KEYS', rl_prefix() . '*');
$keys = array_merge($keys, rl_redis('KEYS', '{' . rl_prefix() . '*'));
sort($keys);
var_dump($keys === [$fence]);
?>
--EXPECT--
int(0)
bool(true)
int(1)
bool(true)
int(-1)
bool(true)
int(1)
bool(true)
int(1)
int(-1)
bool(true)
