--TEST--
RedisStock: 8 forked processes buy for the same buyer with a limit of 5 (takes of 1, final or held; each process's first take and one in three of the others cancelled and bought again) while another buyer without a limit buys too: the limited buyer ends with at most 5 (taken less cancelled), and exactly what the processes recorded is counted (the buyer can take what is left of the limit, and not one more)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/stock.inc';
$stock = rl_stock();
var_dump($stock->set('limited', 1000));
$records = rl_stock_buyers(8, rl_params(), static function (RedisStock $s, int $i): array {
    mt_srand($i);
    $mine = ['alice' => 0, 'bob' => 0, 'taken' => 0, 'cancelled' => 0];
    $end = microtime(true) + 2 * rl_time_scale();
    for ($n = 0; $n < 150 && microtime(true) < $end; $n++) {
        if ($i === 0) {
            $mine['bob'] += $s->take('limited', 1, 'bob') ? 1 : 0;
            continue;
        }
        $id = $s->take('limited', 1, 'alice', 5, mt_rand(0, 1) ? 30 : 0);
        if ($id === false) {
            continue;
        }
        $mine['taken']++;
        // each process cancels its first take (so that alice, whatever the
        // order the processes run in, gets some of her limit back and buys
        // more than 5 in all), then one in three
        if (($mine['taken'] === 1 || mt_rand(0, 2) === 0) && $s->cancel('limited', $id)) {
            $mine['cancelled']++;
        }
    }
    return $mine;
});
$taken = array_sum(array_column($records, 'taken'));
$cancelled = array_sum(array_column($records, 'cancelled'));
$bob = array_sum(array_column($records, 'bob'));
$alice = $taken - $cancelled;
echo 'alice bought more than 5 in all, with cancels: ', $taken > 5 ? 'yes' : "no ($taken)", "\n";
echo 'alice within 5: ', $alice >= 0 && $alice <= 5 ? 'yes' : "no ($alice)", "\n";
$info = $stock->info('limited');
echo 'counts exact: ', $info['held'] + $info['taken'] === $alice + $bob && $info['available'] === 1000 - $alice - $bob ? 'yes' : 'no: ' . json_encode($info) . " alice $alice bob $bob", "\n";
$left = 5 - $alice;
$ok = true;
for ($k = 0; $k < $left; $k++) {
    $ok = $ok && is_string($stock->take('limited', 1, 'alice', 5));
}
var_dump($ok, $stock->take('limited', 1, 'alice', 5), is_string($stock->take('limited', 1, 'alice', 6)));
?>
--EXPECT--
bool(true)
alice bought more than 5 in all, with cancels: yes
alice within 5: yes
counts exact: yes
bool(true)
bool(false)
bool(true)
