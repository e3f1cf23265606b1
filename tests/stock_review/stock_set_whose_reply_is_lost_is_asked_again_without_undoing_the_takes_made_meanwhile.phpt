--TEST--
RedisStock set(): when its reply is lost (the script ran; a proxy drops the reply and closes the connection) and buyers take units before it is asked again on a new connection, the second run does not set the quantity again: the units taken meanwhile stay taken out of what set() put on sale, so no more is sold than it said
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';
$direct = new RedisStock(rl_params(['persistent' => false]));
// the script is loaded first, so that the proxy drops a run's reply
var_dump($direct->set('shoe', 1));
// between the lost reply and the second run, a buyer takes 3 and another holds 2
$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/', 'serve', 0, static function () {
    $buyer = new RedisStock(rl_params(['persistent' => false]));
    $buyer->take('shoe', 3);
    $buyer->take('shoe', 2, null, 0, 60);
});
$stock = new RedisStock(rl_params(['port' => $proxy['port'], 'persistent' => false]));
try {
    var_dump($stock->set('shoe', 100));
} catch (RedisLockException $e) {
    echo 'code ', $e->getCode(), ': ', $e->getMessage(), "\n";
}
rl_proxy_stop($proxy);
echo 'info: ', json_encode($direct->info('shoe')), "\n";
?>
--EXPECT--
bool(true)
bool(true)
info: {"available":95,"held":2,"taken":3,"holds":1,"buyers":0}
