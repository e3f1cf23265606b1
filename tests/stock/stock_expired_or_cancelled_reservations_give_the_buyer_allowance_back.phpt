--TEST--
RedisStock take() with $perBuyer: a buyer at the limit gets allowance back when a hold of theirs expires (with no other call on the item meanwhile) and when a reservation of theirs (hold or final take) is cancelled, exactly its quantity; a confirmed hold keeps counting
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.2 * rl_time_scale(); // a short hold, longer under valgrind
$s->set('shoe', 100);
$r = fn ($v) => is_string($v) ? 'id' : var_export($v, true);
$expiring = $s->take('shoe', 2, 'ann', 6, $short);
$expiry = rl_server_ms() + (int) ceil($short * 1000);
$hold = $s->take('shoe', 1, 'ann', 6, 60);
$final = $s->take('shoe', 2, 'ann', 6);
$confirmed = $s->take('shoe', 1, 'ann', 6, 60);
var_dump($s->confirm('shoe', $confirmed));
echo 'at the limit: ', $r($s->take('shoe', 1, 'ann', 6)), "\n";
rl_wait_server_ms($expiry);
echo 'hold of 2 expired, 3: ', $r($s->take('shoe', 3, 'ann', 6)), ', 2: ', $r($s->take('shoe', 2, 'ann', 6, 60)), ', 1: ', $r($s->take('shoe', 1, 'ann', 6)), "\n";
var_dump($s->cancel('shoe', $hold));
echo 'hold of 1 cancelled, 2: ', $r($s->take('shoe', 2, 'ann', 6)), ', 1: ', $r($s->take('shoe', 1, 'ann', 6, 60)), ', 1: ', $r($s->take('shoe', 1, 'ann', 6)), "\n";
var_dump($s->cancel('shoe', $final));
echo 'final take of 2 cancelled, 3: ', $r($s->take('shoe', 3, 'ann', 6)), ', 2: ', $r($s->take('shoe', 2, 'ann', 6)), ', 1: ', $r($s->take('shoe', 1, 'ann', 6)), "\n";
echo json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
bool(true)
at the limit: false
hold of 2 expired, 3: false, 2: id, 1: false
bool(true)
hold of 1 cancelled, 2: false, 1: id, 1: false
bool(true)
final take of 2 cancelled, 3: false, 2: id, 1: false
{"available":94,"held":3,"taken":3,"holds":2,"buyers":1}
