--TEST--
RedisStock set(): answers true and makes available() exactly the quantity, up or down, 0 included; an item never set reads as 0 everywhere and reading it writes nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
echo 'never set: ', $s->available('shoe'), ' ', json_encode($s->info('shoe')), ', keys: ', count(rl_test_keys()), "\n";
foreach ([10, 3, 25, 0, 7] as $quantity) {
    echo "set($quantity): ", var_export($s->set('shoe', $quantity), true), ', available ', $s->available('shoe'), "\n";
}
echo 'info: ', json_encode($s->info('shoe')), "\n";
echo 'other item: ', $s->available('hat'), "\n";
?>
--EXPECT--
never set: 0 {"available":0,"held":0,"taken":0,"holds":0,"buyers":0}, keys: 0
set(10): true, available 10
set(3): true, available 3
set(25): true, available 25
set(0): true, available 0
set(7): true, available 7
info: {"available":7,"held":0,"taken":0,"holds":0,"buyers":0}
other item: 0
