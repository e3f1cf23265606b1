--TEST--
RedisStock add(): adds $delta to what is for sale and answers the new available(); a negative $delta withdraws, never below 0 (a withdrawal of more than there is leaves 0, and a later add counts from 0); add(0) answers the current quantity; an item never set starts at 0
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
foreach ([5, 3, -2, 0, -6, -1, 4, -4] as $delta) {
    echo "add($delta): ", var_export($s->add('shoe', $delta), true), ', available ', $s->available('shoe'), "\n";
}
echo 'never set, add(-3): ', $s->add('hat', -3), ', then add(2): ', $s->add('hat', 2), "\n";
?>
--EXPECT--
add(5): 5, available 5
add(3): 8, available 8
add(-2): 6, available 6
add(0): 6, available 6
add(-6): 0, available 0
add(-1): 0, available 0
add(4): 4, available 4
add(-4): 0, available 0
never set, add(-3): 0, then add(2): 2
