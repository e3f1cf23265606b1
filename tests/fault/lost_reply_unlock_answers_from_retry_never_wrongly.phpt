--TEST--
Fault: when the reply to unlock()'s script is lost, the retry answers from Redis: the lock is gone and unlock() says false (it cannot know it was its own run), never true for a lock still held and never an exception
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
$direct = rl_lock();
$direct->lock('warm');
$direct->unlock('warm');                        // the release script is loaded

$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');   // the first script's reply is lost
$lock = new RedisLock(rl_params(['port' => $proxy['port'], 'persistent' => false]));
var_dump($lock->lock('job'));                   // a plain SET: passes
var_dump($lock->unlock('job'));                 // ran, reply lost, retried: already gone
var_dump(rl_redis('EXISTS', rl_lock_key('job')));
var_dump($lock->isLocking('job'));
var_dump($direct->lock('job'));                 // free for the next holder
var_dump($direct->unlock('job'));
rl_proxy_stop($proxy);
?>
--EXPECT--
bool(true)
bool(false)
int(0)
bool(false)
bool(true)
bool(true)
