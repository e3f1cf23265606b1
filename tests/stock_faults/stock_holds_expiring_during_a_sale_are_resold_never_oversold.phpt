--TEST--
RedisStock: 8 forked buyers take holds of 0.1 s on an item of 20 for about a second, confirming about a third of them and leaving the rest to expire, so that expired quantities are sold again meanwhile: more holds are granted than there is stock, yet no more than 20 is ever confirmed, and at the end available() and info() agree exactly with the confirmations
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/stock.inc';
$stock = rl_stock();
var_dump($stock->set('flash', 20));
$records = rl_stock_buyers(8, rl_params(), static function (RedisStock $s, int $i): array {
    mt_srand($i);
    $mine = ['holds' => 0, 'confirmed' => 0, 'late' => 0, 'ids' => []];
    $end = microtime(true) + 1;
    for ($n = 0; $n < 5000 && microtime(true) < $end; $n++) {
        $id = $s->take('flash', 1, null, 0, 0.1);
        if ($id === false) {
            usleep(1000);
            continue;
        }
        $mine['holds']++;
        $mine['ids'][] = $id;
        if (mt_rand(0, 2) === 0) {
            $s->confirm('flash', $id) ? $mine['confirmed']++ : $mine['late']++;
        }
    }
    return $mine;
});
$holds = array_sum(array_column($records, 'holds'));
$confirmed = array_sum(array_column($records, 'confirmed'));
$ids = array_merge(...array_column($records, 'ids'));
echo 'holds granted beyond the stock: ', $holds > 20 ? 'yes' : "no ($holds)", "\n";
echo 'ids distinct: ', count(array_unique($ids)) === count($ids) ? 'yes' : 'no', "\n";
echo 'confirmed within 20: ', $confirmed <= 20 && $confirmed > 0 ? 'yes' : "no ($confirmed)", "\n";
// the holds left expire within 0.1 s of the last take: wait for it (bounded)
$deadline = microtime(true) + 5 * rl_time_scale();
for ($k = 0; $k < 10000 && $stock->info('flash')['holds'] > 0 && microtime(true) < $deadline; $k++) {
    usleep(5000);
}
$info = $stock->info('flash');
$expected = ['available' => 20 - $confirmed, 'held' => 0, 'taken' => $confirmed, 'holds' => 0, 'buyers' => 0];
echo 'info exact: ', $info === $expected ? 'yes' : 'no: ' . json_encode($info) . ' expected ' . json_encode($expected), "\n";
echo 'available exact: ', $stock->available('flash') === 20 - $confirmed ? 'yes' : 'no', "\n";
$left = 20 - $confirmed;
var_dump($left === 0 || is_string($stock->take('flash', $left)), $stock->take('flash'));
?>
--EXPECT--
bool(true)
holds granted beyond the stock: yes
ids distinct: yes
confirmed within 20: yes
info exact: yes
available exact: yes
bool(true)
bool(false)
