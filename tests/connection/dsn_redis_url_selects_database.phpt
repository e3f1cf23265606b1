--TEST--
RedisLock connection: the DSN path "redis://host:port/3" selects database 3
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = new RedisLock('redis://127.0.0.1:' . rl_port() . '/3?prefix=' . rawurlencode(rl_prefix()));
var_dump($lock->lock('job'));
// not in database 0 ...
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
// ... but in database 3 (the helper's own connection switches and back)
rl_redis('SELECT', '3');
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
rl_redis('SELECT', '0');
var_dump($lock->unlock('job'));
rl_redis('SELECT', '3');
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
rl_redis('SELECT', '0');
?>
--EXPECT--
bool(true)
int(0)
int(1)
bool(true)
int(0)
