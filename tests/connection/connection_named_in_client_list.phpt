--TEST--
RedisLock/RedisQueue connection: each connection names itself (CLIENT SETNAME redislock-pid<pid>, in the handshake's one round trip), so CLIENT LIST tells redislock's connections apart
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'redis >= 7.0'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();
$calls = rl_command_calls('client|setname', $port);
(new RedisLock(['port' => $port]))->lock('job');
$mine = array_values(preg_grep('/ name=redislock-pid' . getmypid() . ' /', explode("\n", rl_redis_at($port, 'CLIENT', 'LIST'))));
echo count($mine), " connection named redislock-pid<pid>\n";
echo rl_command_calls('client|setname', $port) - $calls, " CLIENT SETNAME\n";
?>
--EXPECT--
1 connection named redislock-pid<pid>
1 CLIENT SETNAME
