--TEST--
RedisStock info(): an array of exactly the ints available, held (quantity in live holds), taken (quantity in final takes), holds (count of live holds) and buyers (distinct buyers with a live hold or final take: a buyer with both counts once, takes without a buyer count for nobody), in that order
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$s->set('shoe', 50);
$s->take('shoe', 2, 'ann', 0, 60);
$s->take('shoe', 3, 'ann', 0);
$s->take('shoe', 4, 'bob', 0, 60);
$s->take('shoe', 5, null, 0, 60);
$s->take('shoe', 6);
$s->take('shoe', 1, 'cy');
var_dump($s->info('shoe'));
?>
--EXPECT--
array(5) {
  ["available"]=>
  int(29)
  ["held"]=>
  int(11)
  ["taken"]=>
  int(10)
  ["holds"]=>
  int(3)
  ["buyers"]=>
  int(3)
}
