--TEST--
RedisStock: cloning a RedisStock throws Error, and the original keeps working
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
var_dump($s->set('shoe', 2));
try {
    $copy = clone $s;
    var_dump($copy);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($s->available('shoe'));
?>
--EXPECT--
bool(true)
Error: Trying to clone an uncloneable object of class RedisStock
int(2)
