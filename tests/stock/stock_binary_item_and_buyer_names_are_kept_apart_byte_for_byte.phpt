--TEST--
RedisStock: item and buyer names are binary-safe: items and buyers holding NUL, "|", ":", a newline, bytes above 0x7f or 1 KB each keep their own stock and their own allowance, also where one name is the start of another or looks like the records' separators ("a" and "a|...", "1:a" and "a", "a" and "a\0"); the item's key is "Stock:" and the item's bytes after the prefix
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$names = ['a', "a\0", "a\0b", 'a|000000000000001|x', '1:a', '1:a|', "a:b\nc", "\xff\xfe|:", str_repeat("k\0|:\n", 205)];
foreach ($names as $i => $item) {
    $s->set($item, $i + 10);
}
$items = array_map(fn ($item) => $s->available($item), $names);
echo 'items: ', implode(' ', $items), ', keys: ', implode(' ', array_map(fn ($item) => rl_redis('EXISTS', rl_stock_key($item)), $names)), "\n";
// every buyer of the list on one item, a limit of 2 each
$s->set('shoe', 1000);
$first = array_map(fn ($buyer) => $s->take('shoe', 2, $buyer, 2, 60) !== false ? 'y' : 'n', $names);
$again = array_map(fn ($buyer) => $s->take('shoe', 1, $buyer, 2) !== false ? 'y' : 'n', $names);
echo 'buyers take 2: ', implode('', $first), ', then 1: ', implode('', $again), ', ', json_encode($s->info('shoe')), "\n";
// the same names as request keys and on binary items
$ids = array_map(fn ($name) => $s->take($name, 1, $name, 1, 0, $name), $names);
$repeats = array_map(fn ($name, $id) => $s->take($name, 1, $name, 1, 0, $name) === $id ? 'y' : 'n', $names, $ids);
echo 'takes on binary items: ', count(array_unique(array_filter($ids, 'is_string'))), ', repeats: ', implode('', $repeats), "\n";
echo 'items: ', implode(' ', array_map(fn ($item) => $s->available($item), $names)), "\n";
echo 'cancelled: ', implode('', array_map(fn ($name, $id) => $s->cancel($name, $id) ? 'y' : 'n', $names, $ids)), ', ', implode(' ', array_map(fn ($item) => $s->available($item), $names)), "\n";
?>
--EXPECT--
items: 10 11 12 13 14 15 16 17 18, keys: 1 1 1 1 1 1 1 1 1
buyers take 2: yyyyyyyyy, then 1: nnnnnnnnn, {"available":982,"held":18,"taken":0,"holds":9,"buyers":9}
takes on binary items: 9, repeats: yyyyyyyyy
items: 9 10 11 12 13 14 15 16 17
cancelled: yyyyyyyyy, 10 11 12 13 14 15 16 17 18
