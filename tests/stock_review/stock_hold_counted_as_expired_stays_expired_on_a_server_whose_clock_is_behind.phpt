--TEST--
RedisStock: a hold that expired and whose quantity was sold again stays expired after a failover to a replica whose clock is behind (or a clock stepped back): it cannot be confirmed into a second sale of one unit, and available() never answers below 0
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/stock_clock.inc';
$s = new RedisStock(rl_params());
$item = 'shoe';
$key = rl_prefix() . 'Stock:' . $item;

$s->set($item, 1);
$cart = $s->take($item, 1, null, 0, 0.2);
$deadline = microtime(true) + 10;
while ($s->available($item) === 0 && microtime(true) < $deadline) {
    usleep(20000);
}
echo 'the cart expired: ', $s->available($item), "\n";
$sold = $s->take($item, 1);
echo 'sold again: ', var_export(is_string($sold), true), "\n";
// a failover to a replica whose clock is 5 minutes behind
rl_stock_times_moved($key, 300000);
echo 'available: ', $s->available($item), "\n";
echo 'confirm the expired cart: ', var_export($s->confirm($item, $cart), true), "\n";
echo 'cancel the expired cart: ', var_export($s->cancel($item, $cart), true), "\n";
echo 'info: ', json_encode($s->info($item)), "\n";
echo 'a new take: ', var_export($s->take($item, 1), true), "\n";
?>
--EXPECT--
the cart expired: 1
sold again: true
available: 0
confirm the expired cart: false
cancel the expired cart: false
info: {"available":0,"held":0,"taken":1,"holds":0,"buyers":0}
a new take: false
