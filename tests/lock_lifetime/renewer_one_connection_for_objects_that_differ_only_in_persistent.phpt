--TEST--
RedisLock renew: objects that differ only in "persistent" (which chooses the pool their own connection lives in) share the renewer's connection: the process holds three connections (the request's, the persistent one, one of the renewer's), not one of the renewer's per object
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$expire = 0.15 * rl_time_scale();    // renewed every 50 ms
$persistent = new RedisLock(rl_params(['renew' => true, 'persistent' => true]));
$request = new RedisLock(rl_params(['renew' => true, 'persistent' => false]));
var_dump($persistent->lock('a', 0, $expire), $request->lock('b', 0, $expire));
usleep((int) ($expire * 1e6));       // both renewed at least twice
$mine = array_filter(explode("\n", rl_redis('CLIENT', 'LIST')), static fn ($l) => str_contains($l, ' name=redislock-pid' . getmypid() . ' '));
echo 'connections: ', count($mine), "\n";
var_dump($persistent->isLocking('a'), $request->isLocking('b'), $persistent->unlock('a'), $request->unlock('b'));
?>
--EXPECT--
bool(true)
bool(true)
connections: 3
bool(true)
bool(true)
bool(true)
bool(true)
