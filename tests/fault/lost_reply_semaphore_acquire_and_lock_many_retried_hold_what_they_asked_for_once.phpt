--TEST--
Fault: when the reply to RedisSemaphore::acquire()'s or lockMany()'s script is lost (it ran), the retry on a new connection ends holding what the call asked for, once: acquire() recognises the permit its lost run took with the call's own token, lockMany() first gives back the names its lost run may have taken, then takes them again; acquire() on a limit of 1 answers true holding exactly one permit (not refused by its own permit, not two), lockMany() answers true holding every name, and both release normally
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
// the scripts are loaded first, so that the proxy drops a run's reply
$warm = new RedisSemaphore(rl_params());
var_dump($warm->acquire('warm', 1), $warm->release('warm'));
$warm_lock = rl_lock();
var_dump($warm_lock->lockMany(['w1', 'w2']), $warm_lock->unlockAll());

$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');   // the first script's reply is lost
$semaphore = new RedisSemaphore(rl_params(['port' => $proxy['port'], 'persistent' => false]));
var_dump($semaphore->acquire('job', 1, 0, 30));
echo 'permits held: ', rl_redis('ZCARD', rl_prefix() . 'Semaphore:job'), "\n";
var_dump($semaphore->isAcquired('job'), (new RedisSemaphore(rl_params()))->acquire('job', 1));
var_dump($semaphore->release('job'));
echo 'permits held: ', rl_redis('ZCARD', rl_prefix() . 'Semaphore:job'), "\n";
rl_proxy_stop($proxy);

$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');
$lock = new RedisLock(rl_params(['port' => $proxy['port'], 'persistent' => false]));
var_dump($lock->lockMany(['cart-a', 'cart-b', 'cart-c']));
var_dump($lock->isLocking('cart-a'), $lock->isLocking('cart-c'));
var_dump($lock->unlockAll());
var_dump(rl_redis('EXISTS', rl_lock_key('cart-a'), rl_lock_key('cart-b'), rl_lock_key('cart-c')));
rl_proxy_stop($proxy);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
permits held: 1
bool(true)
bool(false)
bool(true)
permits held: 0
bool(true)
bool(true)
bool(true)
bool(true)
int(0)
