--TEST--
RedisStock: a buyer's limit counts exactly their quantity in live holds and final takes (of any quantity) and none of their expired holds, however many: with many expired holds, a live hold of 2 and a final take of 3 under a limit of 7, a take of 2 is granted, then a take of 1 refused; a cancel gives its quantity back to the allowance; a take larger than the limit is refused at once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/stock.inc';
$stock = rl_stock();
var_dump($stock->set('limit', 1000));
$expired = 0;
for ($i = 0; $i < 50; $i++) {
    $expired += $stock->take('limit', 2, 'eve', 0, 0.02) ? 1 : 0;
}
$deadline = microtime(true) + 5 * rl_time_scale();
for ($k = 0; $k < 1000 && $stock->info('limit')['holds'] > 0 && microtime(true) < $deadline; $k++) {
    usleep(10000);
}
echo "expired holds: $expired, now ", json_encode($stock->info('limit')), "\n";
$held = $stock->take('limit', 2, 'eve', 7, 30);
$final = $stock->take('limit', 3, 'eve', 7);
var_dump(is_string($held), is_string($final), $stock->take('limit', 8, 'eve', 8), $stock->take('limit', 8, 'eve', 7));
$last = $stock->take('limit', 2, 'eve', 7, 30);
var_dump(is_string($last), $stock->take('limit', 1, 'eve', 7), is_string($stock->take('limit', 1, 'eve', 8)));
var_dump($stock->cancel('limit', $final), is_string($stock->take('limit', 3, 'eve', 8)), $stock->take('limit', 1, 'eve', 8));
echo json_encode($stock->info('limit')), "\n";
?>
--EXPECT--
bool(true)
expired holds: 50, now {"available":1000,"held":0,"taken":0,"holds":0,"buyers":0}
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
{"available":992,"held":4,"taken":4,"holds":2,"buyers":1}
