--TEST--
RedisStock: serialize() and unserialize() of a RedisStock throw Exception, and the original keeps working
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
var_dump($s->set('shoe', 2));
try {
    var_dump(serialize($s));
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    var_dump(unserialize('O:10:"RedisStock":0:{}'));
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($s->available('shoe'));
?>
--EXPECT--
bool(true)
Exception: Serialization of 'RedisStock' is not allowed
Exception: Unserialization of 'RedisStock' is not allowed
int(2)
