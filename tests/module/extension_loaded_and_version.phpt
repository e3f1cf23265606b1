--TEST--
redislock module: the extension is loaded and reports a semantic version
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
var_dump(extension_loaded('redislock'));
var_dump((bool) preg_match('/^\d+\.\d+\.\d+/', phpversion('redislock')));
var_dump((new ReflectionExtension('redislock'))->getVersion() === phpversion('redislock'));
$classes = array_map('strtolower', array_keys((new ReflectionExtension('redislock'))->getClasses()));
sort($classes);
var_dump($classes);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
array(5) {
  [0]=>
  string(9) "redislock"
  [1]=>
  string(18) "redislockexception"
  [2]=>
  string(10) "redisqueue"
  [3]=>
  string(14) "redissemaphore"
  [4]=>
  string(10) "redisstock"
}
