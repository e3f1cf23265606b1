--TEST--
RedisLock connection: "redis://user:password@host:port" authenticates as an ACL user
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();
rl_redis_at($port, 'ACL', 'SETUSER', 'alice', 'on', '>pw', '~*', '+@all');
rl_redis_at($port, 'ACL', 'SETUSER', 'default', 'off');

$lock = new RedisLock("redis://alice:pw@127.0.0.1:$port");
var_dump($lock->lock('job'));
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:job'));

// the extension's connection is authenticated as alice
$mine = array_filter(explode("\n", rl_redis_at($port, 'CLIENT', 'LIST')), fn ($l) => (bool) preg_match('/ user=alice( |$)/', $l));
var_dump(count($mine));
var_dump($lock->unlock('job'));
?>
--EXPECT--
bool(true)
int(1)
int(1)
bool(true)
