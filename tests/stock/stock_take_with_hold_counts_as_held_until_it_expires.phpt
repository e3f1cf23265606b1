--TEST--
RedisStock take(): with $hold > 0 the reservation is a hold: its quantity leaves available() at once and info() counts it in held and holds (not taken); a fractional $hold (0.25 s) is honoured; once the hold's time is up by the server clock, with no other call on the item meanwhile, available() counts it returned
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.25 * rl_time_scale(); // a short hold, longer under valgrind
$s->set('shoe', 10);
$id = $s->take('shoe', 4, null, 0, $short);
$expiry = rl_server_ms() + (int) ceil($short * 1000);
echo 'hold: ', strlen($id), ' ', json_encode($s->info('shoe')), "\n";
rl_wait_server_ms($expiry);
echo 'expired: ', $s->available('shoe'), ' ', json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
hold: 32 {"available":6,"held":4,"taken":0,"holds":1,"buyers":0}
expired: 10 {"available":10,"held":0,"taken":0,"holds":0,"buyers":0}
