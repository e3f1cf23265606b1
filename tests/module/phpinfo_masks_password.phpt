--TEST--
redislock module: phpinfo() shows the redislock section and its settings but never a password (the data nodes' nor the sentinels')
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--INI--
redislock.password=inisecret
redislock.sentinel_password=inisentinelsecret
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
ini_set('redislock.password', 'topsecret');
ini_set('redislock.sentinel_password', 'topsentinelsecret');
ini_set('redislock.prefix', 'shown:');
ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();
var_dump(str_contains($info, 'topsecret'));
var_dump(str_contains($info, 'inisecret'));
var_dump(str_contains($info, 'sentinelsecret'));
var_dump(str_contains($info, 'redislock support => enabled'));
var_dump((bool) preg_match('/^Version => \d+\.\d+\.\d+/m', substr($info, strpos($info, 'redislock support'))));
foreach (explode("\n", $info) as $line) {
    if (str_starts_with($line, 'redislock.password') || str_starts_with($line, 'redislock.sentinel_password')
        || str_starts_with($line, 'redislock.prefix') || str_starts_with($line, 'redislock.port')) {
        echo $line, "\n";
    }
}
?>
--EXPECTF--
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
redislock.password => ******** => ********
redislock.port => 6379 => 6379
redislock.prefix => shown: => no value
redislock.sentinel_password => ******** => ********
