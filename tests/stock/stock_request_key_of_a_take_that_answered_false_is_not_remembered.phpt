--TEST--
RedisStock take() with $request: a take that answered false (sold out, or the buyer at the limit) leaves no trace of the key: the same key repeated once stock is back (add()) or the limit allows it takes and answers a reservation, which later repeats then answer
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$s->set('shoe', 1);
var_dump($s->take('shoe', 2, null, 0, 0, 'sold-out'));
$s->add('shoe', 1);
$id = $s->take('shoe', 2, null, 0, 0, 'sold-out');
echo 'stock back: ', strlen($id), ', repeat: ', var_export($s->take('shoe', 2, null, 0, 0, 'sold-out') === $id, true), ', available ', $s->available('shoe'), "\n";
$s->set('shoe', 10);
$s->take('shoe', 2, 'ann', 2);
var_dump($s->take('shoe', 1, 'ann', 2, 0, 'limited'));
$id = $s->take('shoe', 1, 'ann', 3, 0, 'limited');
echo 'limit allows: ', strlen($id), ', repeat: ', var_export($s->take('shoe', 1, 'ann', 3, 0, 'limited') === $id, true), ', available ', $s->available('shoe'), "\n";
?>
--EXPECT--
bool(false)
stock back: 32, repeat: true, available 0
bool(false)
limit allows: 32, repeat: true, available 7
