--TEST--
RedisSemaphore: a null or "" name answers false from acquire() (trying once or waiting), release(), expire() and isAcquired(), and writes nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$sem = rl_semaphore();
foreach ([null, ''] as $name) {
    var_dump($sem->acquire($name, 3));
    var_dump($sem->acquire($name, 3, 0.1, 5));
    var_dump($sem->isAcquired($name));
    var_dump($sem->expire($name, 10));
    var_dump($sem->release($name));
}
echo 'keys: ', json_encode(rl_test_keys()), "\n";
var_dump($sem->releaseAll());
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
keys: []
bool(true)
