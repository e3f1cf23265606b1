--TEST--
RedisStock take(): a request key is remembered for a day only: repeated after its day, before any writing call on the item tidied it away, it takes again (a new reservation) instead of answering the forgotten one, which took nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/stock_clock.inc';
$s = new RedisStock(rl_params());
$item = 'shoe';

$s->set($item, 5);
$first = $s->take($item, 1, 'ann', 0, 0, 'order-1');
echo 'repeat within the day answers the first: ', var_export($s->take($item, 1, 'ann', 0, 0, 'order-1') === $first, true), "\n";
echo 'info: ', json_encode($s->info($item)), "\n";
// a day and two minutes go by, with no call on the item
rl_stock_times_moved(rl_prefix() . 'Stock:' . $item, -(86400000 + 120000));
echo 'info a day later: ', json_encode($s->info($item)), "\n";
echo 'cancel the forgotten take: ', var_export($s->cancel($item, $first), true), "\n";
$again = $s->take($item, 1, 'ann', 0, 0, 'order-1');
echo 'repeat after the day takes again: ', var_export(is_string($again) && $again !== $first, true), "\n";
echo 'available: ', $s->available($item), "\n";
echo 'its repeat answers the new one: ', var_export($s->take($item, 1, 'ann', 0, 0, 'order-1') === $again, true), "\n";
echo 'info: ', json_encode($s->info($item)), "\n";
?>
--EXPECT--
repeat within the day answers the first: true
info: {"available":4,"held":0,"taken":1,"holds":0,"buyers":1}
info a day later: {"available":4,"held":0,"taken":0,"holds":0,"buyers":0}
cancel the forgotten take: false
repeat after the day takes again: true
available: 3
its repeat answers the new one: true
info: {"available":3,"held":0,"taken":1,"holds":0,"buyers":1}
