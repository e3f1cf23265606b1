--TEST--
RedisLock connection: the DSN "redis://127.0.0.1:PORT" reaches that server, database 0
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = new RedisLock('redis://127.0.0.1:' . rl_port() . '?prefix=' . rawurlencode(rl_prefix()));
var_dump($lock->lock('job'));
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
var_dump($lock->isLocking('job'));
var_dump($lock->unlock('job'));
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
?>
--EXPECT--
bool(true)
int(1)
bool(true)
bool(true)
int(0)
