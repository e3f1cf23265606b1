--TEST--
redislock module: every redislock.* INI setting has its documented default
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
foreach (['host', 'port', 'database', 'user', 'password', 'connect_timeout', 'read_timeout',
          'persistent', 'prefix', 'fencing'] as $name) {
    echo "redislock.$name=";
    var_dump(ini_get("redislock.$name"));
}
$all = ini_get_all('redislock');
ksort($all);
echo implode(' ', array_keys($all)), "\n";
foreach ($all as $entry) {
    if ($entry['access'] !== INI_ALL) {
        echo "not INI_ALL\n";
    }
}
?>
--EXPECT--
redislock.host=string(9) "127.0.0.1"
redislock.port=string(4) "6379"
redislock.database=string(1) "0"
redislock.user=string(0) ""
redislock.password=string(0) ""
redislock.connect_timeout=string(3) "1.0"
redislock.read_timeout=string(3) "5.0"
redislock.persistent=string(1) "1"
redislock.prefix=string(0) ""
redislock.fencing=string(1) "0"
redislock.connect_timeout redislock.database redislock.fencing redislock.host redislock.password redislock.persistent redislock.port redislock.prefix redislock.read_timeout redislock.user
