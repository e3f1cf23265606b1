--TEST--
RedisLock: by design, a forked child has a copy of the object with its tokens, so its unlock() releases the parent's lock (the child talks on its own connection)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
var_dump($lock->lock('job'));
$codes = rl_fork_workers(1, function () use ($lock) {
    exit($lock->unlock('job') ? 0 : 1);
});
echo 'child unlock: ', $codes[0] === 0 ? 'true' : 'false', "\n";
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
var_dump($lock->isLocking('job'));
?>
--EXPECT--
bool(true)
child unlock: true
int(0)
bool(false)
