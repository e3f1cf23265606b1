--TEST--
RedisStock take(): every reservation id is 32 lowercase hex characters, and 500 takes (holds and final takes, on two objects and two items) give 500 distinct ids
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_stock();
$b = rl_stock();
$a->set('shoe', 1000);
$a->set('hat', 1000);
$ids = [];
for ($i = 0; $i < 500; $i++) {
    $ids[] = ($i % 2 ? $a : $b)->take($i % 3 ? 'shoe' : 'hat', 1, null, 0, $i % 5 ? 0 : 60);
}
echo 'well formed: ', count(array_filter($ids, fn ($id) => is_string($id) && preg_match('/^[0-9a-f]{32}$/D', $id))), "\n";
echo 'distinct: ', count(array_unique($ids)), "\n";
?>
--EXPECT--
well formed: 500
distinct: 500
