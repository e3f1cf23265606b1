--TEST--
RedisLock connection: an invalid redislock.* INI value is a ValueError naming the setting when it is used
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$bad = [
    'redislock.port' => '0',
    'redislock.database' => '-3',
    'redislock.connect_timeout' => 'soon',
    'redislock.read_timeout' => '-1',
    'redislock.persistent' => 'maybe',
    'redislock.fencing' => 'perhaps',
    'redislock.host' => '',
];
foreach ($bad as $name => $value) {
    $old = ini_set($name, $value);
    var_dump($old !== false);
    try {
        new RedisLock();
        echo "no exception\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    ini_restore($name);
}
// the array form still falls back on the INI for what it does not give
ini_set('redislock.port', '0');
try {
    new RedisQueue(['host' => '127.0.0.1']);
    echo "no exception\n";
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECTF--
bool(true)
ValueError: %Sredislock.port%S
bool(true)
ValueError: %Sredislock.database%S
bool(true)
ValueError: %Sredislock.connect_timeout%S
bool(true)
ValueError: %Sredislock.read_timeout%S
bool(true)
ValueError: %Sredislock.persistent%S
bool(true)
ValueError: %Sredislock.fencing%S
bool(true)
ValueError: %Sredislock.host%S
ValueError: %Sredislock.port%S
