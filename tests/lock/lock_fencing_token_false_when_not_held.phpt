--TEST--
RedisLock: fencingToken() is false for a name this object does not hold
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock(['fencing' => true]);
$b = rl_lock(['fencing' => true]);
var_dump($a->fencingToken('never'));
var_dump($a->fencingToken(''));
var_dump($b->lock('theirs'));
var_dump($a->lock('theirs'));
var_dump($a->fencingToken('theirs'));          // held by another object
var_dump(is_int($b->fencingToken('theirs')));
var_dump($b->unlock('theirs'));
var_dump($b->fencingToken('theirs'));          // after unlock
var_dump($a->lock('all'));
var_dump($a->unlockAll());
var_dump($a->fencingToken('all'));             // after unlockAll
?>
--EXPECT--
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
