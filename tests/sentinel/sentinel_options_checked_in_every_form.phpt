--TEST--
Sentinel: the options in every form (redis+sentinel:// DSN, array keys, redislock.* INI settings) are checked at construction with a ValueError that names what is wrong: a service is needed, the sentinels exclude host, socket and cluster, sentinel_user needs sentinel_password, the sentinel-only options need sentinels; a $param that names one server or a cluster is not turned into a sentinel one by the INI settings
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
function attempt($param): void
{
    try {
        new RedisLock($param);
        echo "accepted\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
attempt('redis+sentinel://127.0.0.1:26379,127.0.0.1:26380/mymaster');
attempt('redis+sentinel://:secret@[::1]:26379,localhost/mymaster/2?sentinel_user=u&sentinel_password=p&read_timeout=2');
attempt('redis+sentinel://127.0.0.1:26379');
attempt('redis+sentinel://127.0.0.1:26379/');
attempt('redis+sentinel://127.0.0.1:26379/mymaster/x');
attempt('redis+sentinel:///mymaster');
attempt('redis+sentinel://127.0.0.1:26379/mymaster?service=other');
attempt('redis+sentinel://127.0.0.1:26379/mymaster?sentinel=127.0.0.1:1');
attempt('redis://127.0.0.1?sentinel_password=p');
attempt(['sentinel' => ['127.0.0.1:26379'], 'service' => 'mymaster', 'host' => '127.0.0.1']);
attempt(['sentinel' => '127.0.0.1:26379', 'service' => 'mymaster', 'cluster' => '127.0.0.1:7000']);
attempt(['sentinel' => ['127.0.0.1:26379']]);
attempt(['sentinel' => ['127.0.0.1:26379'], 'service' => 'mymaster', 'sentinel_user' => 'u']);
attempt(['sentinel' => ['127.0.0.1:99999'], 'service' => 'mymaster']);
attempt(['sentinel' => [], 'service' => 'mymaster']);
attempt(['sentinel' => '127.0.0.1', 'service' => "my\0master"]);
attempt(['service' => 'mymaster']);

// the INI settings alone, and a $param naming one server over them
ini_set('redislock.sentinel', '127.0.0.1:26379,127.0.0.1:26380');
attempt(null);
ini_set('redislock.service', 'mymaster');
attempt(null);
attempt('redis://127.0.0.1:' . rl_port());
$lock = new RedisLock(['host' => '127.0.0.1', 'port' => rl_port(), 'prefix' => rl_prefix()]);
echo 'a $param naming one server uses it: ', var_export($lock->lock('one-server'), true), "\n";
ini_set('redislock.sentinel_user', 'u');
attempt(null);
ini_restore('redislock.sentinel_user');
ini_set('redislock.cluster', '127.0.0.1:7000');
attempt(null);
?>
--EXPECT--
accepted
accepted
RedisLock::__construct(): Argument #1 ($param) must name the service after the sentinels, as in redis+sentinel://127.0.0.1:26379/mymaster
RedisLock::__construct(): Argument #1 ($param) must name the service after the sentinels, as in redis+sentinel://127.0.0.1:26379/mymaster
RedisLock::__construct(): Argument #1 ($param) option "database" must be an integer from 0 to 2147483647
RedisLock::__construct(): Argument #1 ($param) must list the sentinels as host:port,host:port after redis+sentinel://
RedisLock::__construct(): Argument #1 ($param) contains the unknown DSN option "service"
RedisLock::__construct(): Argument #1 ($param) contains the unknown DSN option "sentinel"
RedisLock::__construct(): Argument #1 ($param) sets option "sentinel_password" without "sentinel": it is used only to find the master through sentinels
RedisLock::__construct(): Argument #1 ($param) must not set option "host" with "sentinel" (the sentinels say where the master is)
RedisLock::__construct(): Argument #1 ($param) must not set option "cluster" with "sentinel" (the sentinels say where the master is)
RedisLock::__construct(): Argument #1 ($param) sets option "sentinel" without "service" (the name the sentinels know the master by, as in sentinel monitor mymaster ...)
RedisLock::__construct(): Argument #1 ($param) sets option "sentinel_user" without "sentinel_password"
RedisLock::__construct(): Argument #1 ($param) option "sentinel" must be a list of sentinels "host:port" (an array, or a string separated by commas)
RedisLock::__construct(): Argument #1 ($param) option "sentinel" must be a list of sentinels "host:port" (an array, or a string separated by commas)
RedisLock::__construct(): Argument #1 ($param) option "service" must be the name of the service the sentinels watch, without NUL bytes
RedisLock::__construct(): Argument #1 ($param) sets option "service" without "sentinel": it is used only to find the master through sentinels
INI setting redislock.sentinel must be used with redislock.service (the name the sentinels know the master by, as in sentinel monitor mymaster ...)
accepted
accepted
a $param naming one server uses it: true
INI setting redislock.sentinel_user must be used with redislock.sentinel_password
INI settings redislock.cluster and redislock.sentinel must not both be set
