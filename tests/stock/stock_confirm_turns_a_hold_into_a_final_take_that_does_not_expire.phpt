--TEST--
RedisStock confirm(): a live hold becomes a final take (info() moves its quantity from held to taken, the buyer still counted) and answers true; confirm() of it again answers true and changes nothing; the confirmed take does not come back when the hold's time is up
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.2 * rl_time_scale(); // a short hold, longer under valgrind
$s->set('shoe', 10);
$id = $s->take('shoe', 3, 'ann', 0, $short);
$expiry = rl_server_ms() + (int) ceil($short * 1000);
echo 'hold: ', json_encode($s->info('shoe')), "\n";
var_dump($s->confirm('shoe', $id));
echo 'confirmed: ', json_encode($s->info('shoe')), "\n";
var_dump($s->confirm('shoe', $id));
echo 'again: ', json_encode($s->info('shoe')), "\n";
rl_wait_server_ms($expiry);
echo 'past the hold: ', $s->available('shoe'), ' ', json_encode($s->info('shoe')), "\n";
var_dump($s->confirm('shoe', $id));
?>
--EXPECT--
hold: {"available":7,"held":3,"taken":0,"holds":1,"buyers":1}
bool(true)
confirmed: {"available":7,"held":0,"taken":3,"holds":0,"buyers":1}
bool(true)
again: {"available":7,"held":0,"taken":3,"holds":0,"buyers":1}
past the hold: 7 {"available":7,"held":0,"taken":3,"holds":0,"buyers":1}
bool(true)
