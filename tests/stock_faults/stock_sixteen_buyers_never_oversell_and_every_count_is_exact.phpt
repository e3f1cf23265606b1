--TEST--
RedisStock: 16 forked buyers hammer one item of 200 with takes of 1 to 3 (final ones, and holds then confirmed, cancelled or left live; some final takes cancelled): never more is sold than was for sale, every reservation id is distinct, the item sells out, and available() and info() agree exactly with what the buyers recorded
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/stock.inc';
$stock = rl_stock();
var_dump($stock->set('hot', 200));
$records = rl_stock_buyers(16, rl_params(), static function (RedisStock $s, int $i): array {
    mt_srand($i);
    $mine = [];
    $refused = 0;
    $end = microtime(true) + 5 * rl_time_scale();
    for ($n = 0; $n < 400 && $refused < 20 && microtime(true) < $end; $n++) {
        $quantity = mt_rand(1, 3);
        $hold = mt_rand(0, 1) ? 30 : 0;
        $id = $s->take('hot', $quantity, "buyer-$i", 0, $hold);
        if ($id === false) {
            $refused++;
            continue;
        }
        $fate = mt_rand(0, 9);
        if ($fate < 3) {
            $state = $s->cancel('hot', $id) ? 'cancelled' : 'cancel refused';
        } elseif ($hold > 0 && $fate < 5) {
            $state = 'held';
        } else {
            $state = $hold === 0 || $s->confirm('hot', $id) ? 'sold' : 'confirm refused';
        }
        $mine[] = ['id' => $id, 'quantity' => $quantity, 'state' => $state, 'buyer' => "buyer-$i"];
    }
    return $mine;
});
$all = array_merge(...$records);
$sum = static fn (string $state) => array_sum(array_map(static fn ($r) => $r['state'] === $state ? $r['quantity'] : 0, $all));
$count = static fn (string $state) => count(array_filter($all, static fn ($r) => $r['state'] === $state));
$sold = $sum('sold');
$held = $sum('held');
echo 'refused confirms or cancels: ', $count('cancel refused') + $count('confirm refused'), "\n";
echo 'reservations: ', count($all) > 100 ? 'many' : count($all), "\n";
echo 'ids distinct: ', count(array_unique(array_column($all, 'id'))) === count($all) ? 'yes' : 'no', "\n";
echo 'ids are 32 hex: ', count(preg_grep('/^[0-9a-f]{32}$/', array_column($all, 'id'))) === count($all) ? 'yes' : 'no', "\n";
echo 'sold + held within 200: ', $sold + $held <= 200 ? 'yes' : "no: $sold + $held", "\n";
$available = $stock->available('hot');
echo 'available = 200 - sold - held: ', $available === 200 - $sold - $held ? 'yes' : "no: $available, sold $sold, held $held", "\n";
echo 'sold out (less than 3 left): ', $available < 3 ? 'yes' : "no: $available", "\n";
$buyers = count(array_unique(array_column(array_filter($all, static fn ($r) => in_array($r['state'], ['sold', 'held'], true)), 'buyer')));
$expected = ['available' => 200 - $sold - $held, 'held' => $held, 'taken' => $sold, 'holds' => $count('held'), 'buyers' => $buyers];
$info = $stock->info('hot');
echo 'info exact: ', $info === $expected ? 'yes' : 'no: ' . json_encode($info) . ' expected ' . json_encode($expected), "\n";
// what is left sells exactly once more
var_dump($available === 0 || is_string($stock->take('hot', $available)), $stock->take('hot'), $stock->available('hot'));
?>
--EXPECT--
bool(true)
refused confirms or cancels: 0
reservations: many
ids distinct: yes
ids are 32 hex: yes
sold + held within 200: yes
available = 200 - sold - held: yes
sold out (less than 3 left): yes
info exact: yes
bool(true)
bool(false)
int(0)
