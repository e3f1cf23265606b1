--TEST--
RedisLock: unlockAll() returns false when one lock had expired or been taken, and still releases the others
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$b = rl_lock();
var_dump($a->lock('keep-1'));
var_dump($a->lock('lost', 0, 0.1));
var_dump($a->lock('keep-2'));
usleep(150000);
var_dump($b->lock('lost'));                  // taken over after the expiry
$token = rl_redis('GET', rl_lock_key('lost'));
var_dump($a->unlockAll());
var_dump(rl_redis('EXISTS', rl_lock_key('keep-1'), rl_lock_key('keep-2')));
var_dump(rl_redis('GET', rl_lock_key('lost')) === $token);
var_dump($b->isLocking('lost'));
var_dump($a->unlockAll());                   // they are forgotten now
// a lock that merely expired (no successor) also counts as not released
var_dump($a->lock('gone', 0, 0.1));
var_dump($a->lock('here'));
usleep(150000);
var_dump($a->unlockAll());
var_dump(rl_redis('EXISTS', rl_lock_key('here')));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
int(0)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
int(0)
