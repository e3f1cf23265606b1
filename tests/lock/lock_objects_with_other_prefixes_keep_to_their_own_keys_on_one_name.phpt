--TEST--
RedisLock: two objects with other prefixes, called in turn on one name (and on names that differ after a NUL byte), each lock and release their own keys only
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock(['prefix' => rl_prefix() . 'a:']);
$b = rl_lock(['prefix' => rl_prefix() . 'b:']);
var_dump($a->lock('job'), $b->lock('job'));                 // two keys: both taken
var_dump(rl_redis('EXISTS', rl_prefix() . 'a:Lock:job', rl_prefix() . 'b:Lock:job'));
var_dump($a->unlock('job'), $b->isLocking('job'));          // a's release leaves b's lock
var_dump($a->lock("n\0x"), $a->lock("n\0y"), $a->unlock("n\0x"));
var_dump($a->isLocking("n\0y"), rl_redis('EXISTS', rl_prefix() . "a:Lock:n\0x"), $a->unlock("n\0y"));
var_dump($b->unlock('job'));
$s = new RedisSemaphore(rl_params(['prefix' => rl_prefix() . 'a:']));
var_dump($a->lock('job'), $s->acquire('job', 1), $a->unlock('job'), $s->release('job'));
var_dump(rl_redis('KEYS', rl_prefix() . '*'));
?>
--EXPECT--
bool(true)
bool(true)
int(2)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
int(0)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
array(0) {
}
