--TEST--
RedisStock take(): a quantity beyond what is for sale answers false and changes nothing (no key written, available() and info() the same); the exact quantity left succeeds and leaves 0, after which a take of 1 answers false; an item never set answers false and gets no key
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
var_dump($s->take('never', 1), rl_test_keys());
$s->set('shoe', 5);
$s->take('shoe', 1, 'ann', 0, 60);
$state = rl_test_state();
var_dump($s->take('shoe', 5), $s->take('shoe', 5, 'bob', 0, 30, 'r1'));
echo 'unchanged: ', $state === rl_test_state() ? 'yes' : 'no', "\n";
echo 'info: ', json_encode($s->info('shoe')), "\n";
echo 'take 4: ', strlen($s->take('shoe', 4)), "\n";
var_dump($s->take('shoe', 1));
echo 'info: ', json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
bool(false)
array(0) {
}
bool(false)
bool(false)
unchanged: yes
info: {"available":4,"held":1,"taken":0,"holds":1,"buyers":1}
take 4: 32
bool(false)
info: {"available":0,"held":1,"taken":4,"holds":1,"buyers":1}
