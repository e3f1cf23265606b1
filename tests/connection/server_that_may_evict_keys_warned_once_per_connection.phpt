--TEST--
RedisLock/RedisQueue connection: a server whose maxmemory-policy can evict keys (maxmemory set, a policy other than noeviction) is reported with E_WARNING naming the policy, once per connection; noeviction, or no maxmemory, is not
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--maxmemory', '100mb', '--maxmemory-policy', 'allkeys-lru']);
$lock = new RedisLock(rl_params(['port' => $port]));
var_dump($lock->lock('a'));        // connects: warned
var_dump($lock->lock('b'));        // the same connection: not again
var_dump((new RedisQueue(rl_params(['port' => $port])))->top('q'));   // shares it
rl_redis_at($port, 'CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
usleep(150000);
var_dump($lock->lock('c'));        // a new connection: warned again

rl_redis_at($port, 'CONFIG', 'SET', 'maxmemory-policy', 'noeviction');
rl_redis_at($port, 'CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
usleep(150000);
var_dump($lock->lock('d'));        // noeviction: nothing to say

rl_redis_at($port, 'CONFIG', 'SET', 'maxmemory-policy', 'volatile-ttl');
rl_redis_at($port, 'CONFIG', 'SET', 'maxmemory', '0');
rl_redis_at($port, 'CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
usleep(150000);
var_dump($lock->lock('e'));        // no limit: nothing is evicted
?>
--EXPECTF--
Warning: RedisLock::lock(): 127.0.0.1:%d may evict keys (maxmemory is set and maxmemory-policy is allkeys-lru): a lock can vanish before it expires and let a second holder in; use maxmemory-policy noeviction on a server that holds locks in %s on line %d
bool(true)
bool(true)
bool(false)

Warning: RedisLock::lock(): 127.0.0.1:%d may evict keys (maxmemory is set and maxmemory-policy is allkeys-lru): a lock can vanish before it expires and let a second holder in; use maxmemory-policy noeviction on a server that holds locks in %s on line %d
bool(true)
bool(true)
bool(true)
