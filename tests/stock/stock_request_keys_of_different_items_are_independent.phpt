--TEST--
RedisStock take() with $request: the same key on two items takes from each (two different reservations, each item's own), and a repeat on each answers that item's reservation
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$s->set('shoe', 5);
$s->set('hat', 5);
$shoe = $s->take('shoe', 2, null, 0, 0, 'order-1');
$hat = $s->take('hat', 3, null, 0, 0, 'order-1');
echo 'two reservations: ', var_export(is_string($shoe) && is_string($hat) && $shoe !== $hat, true), "\n";
echo 'repeats: ', var_export($s->take('shoe', 1, null, 0, 0, 'order-1') === $shoe, true), ' ', var_export($s->take('hat', 1, null, 0, 0, 'order-1') === $hat, true), "\n";
echo 'available: ', $s->available('shoe'), ' ', $s->available('hat'), "\n";
var_dump($s->cancel('hat', $shoe), $s->cancel('shoe', $shoe));
echo 'available: ', $s->available('shoe'), ' ', $s->available('hat'), "\n";
?>
--EXPECT--
two reservations: true
repeats: true true
available: 3 2
bool(false)
bool(true)
available: 5 2
