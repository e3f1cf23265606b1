--TEST--
RedisStock take(): without $hold (or with $hold 0) the take is final at once: its quantity leaves available() and info() counts it as taken, not held; a final take never comes back by itself (still taken after a while); the default quantity is 1
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$s->set('shoe', 10);
$one = $s->take('shoe');
$three = $s->take('shoe', 3, null, 0, 0);
$two = $s->take('shoe', 2, null, 0, 0.0);
echo 'ids: ', implode(' ', array_map(fn ($id) => is_string($id) ? strlen($id) : var_export($id, true), [$one, $three, $two])), "\n";
echo 'info: ', json_encode($s->info('shoe')), "\n";
rl_wait_server_ms(rl_server_ms() + 300);
echo 'later: ', json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
ids: 32 32 32
info: {"available":4,"held":0,"taken":6,"holds":0,"buyers":0}
later: {"available":4,"held":0,"taken":6,"holds":0,"buyers":0}
