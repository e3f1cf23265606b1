--TEST--
Fault: a lockMany() whose script ran but whose reply was lost, and whose retry got no answer either, throws (the outcome unknown) and leaves the names it may have taken recorded and owed their release: the object's next lock() that the server answers releases them, so a cart its caller was told it did not get no longer holds its names until they expire
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
// the scripts are loaded first, so that the proxy drops a run's reply
$warm = rl_lock();
var_dump($warm->lockMany(['w1', 'w2']), $warm->unlockAll());

// the first script's reply is lost; the retry's connection gets no answer
$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/', 'hang');
$lock = new RedisLock(rl_params(['port' => $proxy['port'], 'persistent' => false, 'read_timeout' => 1]));
try {
    var_dump($lock->lockMany(['cart-a', 'cart-b'], 0, 30));
} catch (RedisLockException $e) {
    echo 'lockMany() threw code ', $e->getCode(), "\n";
}
echo 'names the lost run took: ', rl_redis('EXISTS', rl_lock_key('cart-a'), rl_lock_key('cart-b')), "\n";
var_dump($lock->lock('other', 0, 30));
echo 'names left after the next lock(): ', rl_redis('EXISTS', rl_lock_key('cart-a'), rl_lock_key('cart-b')), "\n";
var_dump($lock->isLocking('cart-a'), $lock->unlockAll());
rl_proxy_stop($proxy);
?>
--EXPECTF--
bool(true)
bool(true)
lockMany() threw code %r[34]%r
names the lost run took: 2
bool(true)
names left after the next lock(): 0
bool(false)
bool(true)
