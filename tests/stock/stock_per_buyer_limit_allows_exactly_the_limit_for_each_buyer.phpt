--TEST--
RedisStock take() with $perBuyer: a buyer may take up to exactly the limit in holds and final takes together (2 + 1 of a limit of 3, then 1 more is false; a single take of 4 is false, of 3 by a fresh buyer true); a refused take changes nothing; other buyers keep their own allowance; a take without $buyer is never limited
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$s->set('shoe', 100);
$r = fn ($v) => is_string($v) ? 'id' : var_export($v, true);
echo 'ann 2 (hold): ', $r($s->take('shoe', 2, 'ann', 3, 60)), "\n";
echo 'ann 1 (final): ', $r($s->take('shoe', 1, 'ann', 3)), "\n";
$state = rl_test_state();
echo 'ann 1 more: ', $r($s->take('shoe', 1, 'ann', 3)), ', unchanged: ', $state === rl_test_state() ? 'yes' : 'no', "\n";
echo 'bob 4: ', $r($s->take('shoe', 4, 'bob', 3)), "\n";
echo 'bob 3: ', $r($s->take('shoe', 3, 'bob', 3)), "\n";
echo 'cy 1, 1, 1, 1: ', implode(' ', array_map($r, [$s->take('shoe', 1, 'cy', 3), $s->take('shoe', 1, 'cy', 3, 60),
    $s->take('shoe', 1, 'cy', 3), $s->take('shoe', 1, 'cy', 3)])), "\n";
echo 'no buyer 50: ', $r($s->take('shoe', 50, null, 3)), "\n";
echo json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
ann 2 (hold): id
ann 1 (final): id
ann 1 more: false, unchanged: yes
bob 4: false
bob 3: id
cy 1, 1, 1, 1: id id id false
no buyer 50: id
{"available":41,"held":3,"taken":56,"holds":2,"buyers":3}
