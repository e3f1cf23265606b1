--TEST--
RedisStock: objects with different prefixes on one server ("<p>", "<p>a:", "<p>b:", the last two starting with the first) keep separate stock, reservations, buyers' allowances and request keys for the same item name, and cannot settle each other's reservations; each object's item lives under "<prefix>Stock:<item>"
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$prefixes = [rl_prefix(), rl_prefix() . 'a:', rl_prefix() . 'b:'];
$objects = array_map(fn ($prefix) => rl_stock(['prefix' => $prefix]), $prefixes);
foreach ($objects as $i => $s) {
    $s->set('shoe', 10 * ($i + 1));
}
$ids = array_map(fn ($s) => $s->take('shoe', 1, 'ann', 1, 0, 'order'), $objects);
echo 'three reservations: ', count(array_unique(array_filter($ids, 'is_string'))), "\n";
echo 'available: ', implode(' ', array_map(fn ($s) => $s->available('shoe'), $objects)), "\n";
echo 'settle another\'s: ', var_export($objects[0]->cancel('shoe', $ids[1]), true), ' ', var_export($objects[1]->confirm('shoe', $ids[2]), true),
    ' ', var_export($objects[2]->cancel('shoe', $ids[0]), true), "\n";
echo 'keys: ', implode(' ', array_map(fn ($p) => rl_redis('HGET', $p . 'Stock:shoe', 'available'), $prefixes)), "\n";
echo 'info: ', json_encode($objects[1]->info('shoe')), "\n";
?>
--EXPECT--
three reservations: 3
available: 9 19 29
settle another's: false false false
keys: 9 19 29
info: {"available":19,"held":0,"taken":1,"holds":0,"buyers":1}
