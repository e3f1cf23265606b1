--TEST--
RedisStock take(): with all of an item in a hold, another take answers false; once the hold's time is up (no call on the item meanwhile) a take gets that quantity, and the expired hold can then be neither confirmed nor cancelled
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.2 * rl_time_scale(); // a short hold, longer under valgrind
$s->set('shoe', 2);
$hold = $s->take('shoe', 2, 'ann', 0, $short);
$expiry = rl_server_ms() + (int) ceil($short * 1000);
var_dump($s->take('shoe', 1, 'bob'));
rl_wait_server_ms($expiry);
echo 'bob takes 2: ', strlen($s->take('shoe', 2, 'bob')), "\n";
var_dump($s->confirm('shoe', $hold), $s->cancel('shoe', $hold));
echo json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
bool(false)
bob takes 2: 32
bool(false)
bool(false)
{"available":0,"held":0,"taken":2,"holds":0,"buyers":1}
