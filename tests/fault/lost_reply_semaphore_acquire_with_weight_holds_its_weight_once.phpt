--TEST--
Fault: when the reply to RedisSemaphore::acquire()'s script with $weight 3 is lost (it ran), the retry recognises the permits the lost run took: acquire() on a limit of 3 answers true holding exactly three permits (not refused by its own, not six), another caller is refused, and one release frees all three
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
// the scripts are loaded first, so that the proxy drops a run's reply
$warm = new RedisSemaphore(rl_params());
var_dump($warm->acquire('warm', 3, 0, 30, 3), $warm->release('warm'));

$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');   // the first script's reply is lost
$semaphore = new RedisSemaphore(rl_params(['port' => $proxy['port'], 'persistent' => false]));
var_dump($semaphore->acquire('job', 3, 0, 30, 3));
echo 'permits held: ', rl_redis('ZCARD', rl_prefix() . 'Semaphore:job'), "\n";
var_dump($semaphore->isAcquired('job'), (new RedisSemaphore(rl_params()))->acquire('job', 3));
var_dump($semaphore->release('job'));
echo 'permits held: ', rl_redis('ZCARD', rl_prefix() . 'Semaphore:job'), "\n";
rl_proxy_stop($proxy);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
permits held: 3
bool(true)
bool(false)
bool(true)
permits held: 0
