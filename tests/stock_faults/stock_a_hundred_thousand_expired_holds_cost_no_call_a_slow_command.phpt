--TEST--
RedisStock with 100,000 expired holds not yet tidied away (half of them one buyer's): available(), info() and take() (a buyer's limited take included) count them all as given back exactly at once, and none of those calls is a slow command for Redis (SLOWLOG with slowlog-log-slower-than 50 ms on a server of its own stays empty): the work per call does not grow with the holds waiting
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/stock.inc';
[$port] = rl_server_start(['--slowlog-log-slower-than', '50000']);
$params = ['host' => '127.0.0.1', 'port' => $port];
$stock = new RedisStock($params);
var_dump($stock->set('crowd', 100000));
// two processes take 50,000 holds of 0.05 s each, one of them for one buyer
$made = rl_stock_buyers(2, $params, static function (RedisStock $s, int $i): int {
    $n = 0;
    $end = microtime(true) + 30 * rl_time_scale();
    for ($k = 0; $k < 50000 && microtime(true) < $end; $k++) {
        $n += $s->take('crowd', 1, $i === 0 ? 'bulk' : null, 0, 0.05) ? 1 : 0;
    }
    return $n;
}, 40);
echo 'holds made: ', array_sum($made), "\n";
$deadline = microtime(true) + 5 * rl_time_scale();
for ($k = 0; $k < 1000 && $stock->info('crowd')['holds'] > 0 && microtime(true) < $deadline; $k++) {
    usleep(20000);
}
echo 'records kept: ', rl_redis_at($port, 'HLEN', '{Stock:crowd}:reservations'), "\n";
rl_redis_at($port, 'SLOWLOG', 'RESET');
var_dump($stock->available('crowd'));
echo json_encode($stock->info('crowd')), "\n";
var_dump(is_string($stock->take('crowd', 1, 'bulk', 1, 30)), $stock->take('crowd', 1, 'bulk', 1), is_string($stock->take('crowd', 99999)),
    $stock->take('crowd'), $stock->available('crowd'));
echo json_encode($stock->info('crowd')), "\n";
$slow = rl_redis_at($port, 'SLOWLOG', 'GET', '10');
echo 'slow commands: ', count($slow), $slow ? ' ' . json_encode($slow) : '', "\n";
?>
--EXPECT--
bool(true)
holds made: 100000
records kept: 100000
int(100000)
{"available":100000,"held":0,"taken":0,"holds":0,"buyers":0}
bool(true)
bool(false)
bool(true)
bool(false)
int(0)
{"available":0,"held":1,"taken":99999,"holds":1,"buyers":1}
slow commands: 0
