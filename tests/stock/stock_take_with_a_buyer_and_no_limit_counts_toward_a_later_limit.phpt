--TEST--
RedisStock take() with a $buyer and $perBuyer 0 (no limit) still counts for that buyer: after 4 unlimited takes, a take with a limit of 5 allows only 1 more, and one with a limit of 4 none; a take without a buyer counts for nobody
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$s->set('shoe', 100);
$r = fn ($v) => is_string($v) ? 'id' : var_export($v, true);
echo 'unlimited: ', $r($s->take('shoe', 3, 'ann')), ' ', $r($s->take('shoe', 1, 'ann', 0, 60)), ' ', $r($s->take('shoe', 10)), "\n";
echo 'limit 4, 1 more: ', $r($s->take('shoe', 1, 'ann', 4)), "\n";
echo 'limit 5, 2 more: ', $r($s->take('shoe', 2, 'ann', 5)), "\n";
echo 'limit 5, 1 more: ', $r($s->take('shoe', 1, 'ann', 5)), "\n";
echo 'limit 5, 1 more: ', $r($s->take('shoe', 1, 'ann', 5)), "\n";
echo 'unlimited again: ', $r($s->take('shoe', 1, 'ann')), "\n";
echo json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
unlimited: id id id
limit 4, 1 more: false
limit 5, 2 more: false
limit 5, 1 more: id
limit 5, 1 more: false
unlimited again: id
{"available":84,"held":1,"taken":15,"holds":1,"buyers":1}
