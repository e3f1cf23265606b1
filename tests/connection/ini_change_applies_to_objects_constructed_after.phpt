--TEST--
RedisLock connection: a changed redislock.* INI setting applies to every object constructed after the change, never to one constructed before, and an invalid value fails each construction until it is fixed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
ini_set('redislock.host', '127.0.0.1');
ini_set('redislock.port', (string) rl_port());
ini_set('redislock.prefix', rl_prefix() . 'one:');
$before = new RedisLock();
$alsoBefore = new RedisLock();          // a second object from the same settings

ini_set('redislock.prefix', rl_prefix() . 'two:');
$after = new RedisLock();

var_dump($before->lock('a'), $alsoBefore->lock('b'), $after->lock('c'));
foreach (['one:Lock:a', 'one:Lock:b', 'two:Lock:c', 'two:Lock:a', 'one:Lock:c'] as $key) {
    echo $key, ' ', rl_redis('EXISTS', rl_prefix() . $key), "\n";
}

// an invalid value: every construction fails, not only the first
ini_set('redislock.port', '70000');
for ($i = 0; $i < 2; $i++) {
    try {
        new RedisQueue();
        echo "no exception\n";
    } catch (ValueError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// objects made before still work; a fixed value works again
var_dump($before->unlock('a'));
ini_set('redislock.port', (string) rl_port());
$fixed = new RedisLock();
var_dump($fixed->lock('d'), rl_redis('EXISTS', rl_prefix() . 'two:Lock:d'));

// ini_restore() counts as a change too: back to the php.ini default prefix
ini_restore('redislock.prefix');
$restored = new RedisLock();
$name = rl_prefix() . 'restored';
var_dump($restored->lock($name), rl_redis('EXISTS', 'Lock:' . $name));
var_dump($restored->unlock($name), $alsoBefore->unlock('b'), $after->unlock('c'), $fixed->unlock('d'));
?>
--EXPECTF--
bool(true)
bool(true)
bool(true)
one:Lock:a 1
one:Lock:b 1
two:Lock:c 1
two:Lock:a 0
one:Lock:c 0
ValueError: %Sredislock.port%S
ValueError: %Sredislock.port%S
bool(true)
bool(true)
int(1)
bool(true)
int(1)
bool(true)
bool(true)
bool(true)
bool(true)
