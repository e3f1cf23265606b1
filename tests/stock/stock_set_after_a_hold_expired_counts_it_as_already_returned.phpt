--TEST--
RedisStock set(): a hold that expired before set() (its quantity already counted as returned) is not added again on top: set(4) then leaves exactly 4 for sale, add() counts from there, and a live hold taken before and cancelled after still adds its quantity back
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.2 * rl_time_scale(); // a short hold, longer under valgrind
$s->set('shoe', 10);
$s->take('shoe', 3, 'ann', 0, $short);
$expiry = rl_server_ms() + (int) ceil($short * 1000);
$live = $s->take('shoe', 2, 'bob', 0, 60);
rl_wait_server_ms($expiry);
echo 'expired: ', $s->available('shoe'), "\n";
var_dump($s->set('shoe', 4));
echo 'after set(4): ', json_encode($s->info('shoe')), ', add(1): ', $s->add('shoe', 1), ', add(-5): ', $s->add('shoe', -5), ', add(4): ', $s->add('shoe', 4), "\n";
var_dump($s->cancel('shoe', $live));
echo 'live hold cancelled: ', json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
expired: 8
bool(true)
after set(4): {"available":4,"held":2,"taken":0,"holds":1,"buyers":1}, add(1): 5, add(-5): 0, add(4): 4
bool(true)
live hold cancelled: {"available":6,"held":0,"taken":0,"holds":0,"buyers":0}
