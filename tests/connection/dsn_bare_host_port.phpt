--TEST--
RedisLock connection: a bare "host:port" string is read as redis://host:port
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = new RedisLock('127.0.0.1:' . rl_port());
// no prefix in this form: use a name that is unique to this test
$name = rl_prefix() . 'bare';
var_dump($lock->lock($name));
var_dump(rl_redis('EXISTS', 'Lock:' . $name));
var_dump($lock->unlock($name));
var_dump(rl_redis('EXISTS', 'Lock:' . $name));

// the same through RedisQueue
$queue = new RedisQueue('127.0.0.1:' . rl_port());
var_dump($queue->enqueue($name, 'a'));
var_dump(rl_redis('ZCARD', 'Queue:' . $name));
var_dump($queue->pop($name)['id']);
?>
--EXPECT--
bool(true)
int(1)
bool(true)
int(0)
bool(true)
int(1)
string(1) "a"
