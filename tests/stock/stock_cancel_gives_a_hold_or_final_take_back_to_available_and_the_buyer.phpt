--TEST--
RedisStock cancel(): a live hold and a final take (also one confirmed from a hold) are undone: true, their quantity back in available() and out of held/taken, and back in the buyer's allowance (a buyer at a limit of 5 can take 5 again); the buyer stops counting in info() once nothing of theirs is left
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$s->set('shoe', 20);
$hold = $s->take('shoe', 2, 'ann', 5, 60);
$final = $s->take('shoe', 2, 'ann', 5);
$confirmed = $s->take('shoe', 1, 'ann', 5, 60);
$s->confirm('shoe', $confirmed);
echo 'taken: ', json_encode($s->info('shoe')), ', ann at the limit: ', var_export($s->take('shoe', 1, 'ann', 5), true), "\n";
foreach (['hold' => $hold, 'final take' => $final, 'confirmed hold' => $confirmed] as $what => $id) {
    echo "cancel $what: ", var_export($s->cancel('shoe', $id), true), ' ', json_encode($s->info('shoe')), "\n";
}
$again = $s->take('shoe', 5, 'ann', 5);
echo 'ann takes 5 again: ', strlen($again), ', then 1 more: ', var_export($s->take('shoe', 1, 'ann', 5), true), "\n";
?>
--EXPECT--
taken: {"available":15,"held":2,"taken":3,"holds":1,"buyers":1}, ann at the limit: false
cancel hold: true {"available":17,"held":0,"taken":3,"holds":0,"buyers":1}
cancel final take: true {"available":19,"held":0,"taken":1,"holds":0,"buyers":1}
cancel confirmed hold: true {"available":20,"held":0,"taken":0,"holds":0,"buyers":0}
ann takes 5 again: 32, then 1 more: false
