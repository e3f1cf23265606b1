--TEST--
RedisLock: when the reply to SET is lost, lock() asks again and recognises its own token
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';

// The SET runs on Redis, but its reply never reaches the client.
$proxy = rl_proxy_start('/\r\nSET\r\n/');
$lock = new RedisLock(rl_params(['port' => $proxy['port'], 'persistent' => false]));

var_dump($lock->lock('job'));                      // not "false": the lock is ours
var_dump(strlen(rl_redis('GET', rl_lock_key('job'))));
var_dump($lock->isLocking('job'));
var_dump((new RedisLock(rl_params()))->lock('job'));   // nobody else gets it
var_dump($lock->unlock('job'));
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
rl_proxy_stop($proxy);
?>
--EXPECT--
bool(true)
int(32)
bool(true)
bool(false)
bool(true)
int(0)
