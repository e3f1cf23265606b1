--TEST--
RedisStock take() with $request: a request key whose end of day is unknown (its entry in :requestdue gone, as an eviction or a partial restore leaves it) still answers its reservation and takes nothing: only a key known to be past its day takes again
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = new RedisStock(rl_params());
$s->set('lamp', 5);
$first = $s->take('lamp', 1, null, 0, 0, 'order-9');
rl_redis('DEL', '{' . rl_prefix() . 'Stock:lamp}:requestdue');
echo 'repeat answers the first: ', var_export($s->take('lamp', 1, null, 0, 0, 'order-9') === $first, true), "\n";
echo 'available: ', $s->available('lamp'), "\n";
?>
--EXPECT--
repeat answers the first: true
available: 4
