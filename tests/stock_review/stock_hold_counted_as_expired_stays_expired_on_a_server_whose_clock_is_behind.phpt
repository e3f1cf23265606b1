--TEST--
RedisStock: a hold that expired and whose quantity was sold again stays expired after a failover to a replica whose clock is behind (or a clock stepped back): it cannot be confirmed into a second sale of one unit, and available() never answers below 0; on that server a new hold still lasts its own length, not that length plus the difference
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
// a new unit, held for 0.2 s, comes back after that, not 5 minutes later
echo 'add: ', $s->add($item, 1), "\n";
$start = microtime(true);
$held = $s->take($item, 1, null, 0, 0.2);
while ($s->available($item) === 0 && microtime(true) - $start < 10) {
    usleep(20000);
}
$seconds = microtime(true) - $start;
echo 'the new hold expired after its length: ', var_export($seconds >= 0.2 && $seconds < 5, true), "\n";
echo 'confirm it: ', var_export($s->confirm($item, $held), true), "\n";
?>
--EXPECT--
the cart expired: 1
sold again: true
available: 0
confirm the expired cart: false
cancel the expired cart: false
info: {"available":0,"held":0,"taken":1,"holds":0,"buyers":0}
a new take: false
add: 1
the new hold expired after its length: true
confirm it: false
