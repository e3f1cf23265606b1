--TEST--
RedisStock: when the reply to take()'s script is lost (it ran; a proxy drops the reply and closes the connection), take() does not throw code 3: it asks again on a new connection and answers the reservation the lost run made, taking once: without a request key (the call's own id is the key), with one (a later repeat answers the same id), final or held; the reservation then confirms and cancels normally
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/stock.inc';
require __DIR__ . '/../inc/proxy.inc';
// a server of its own, so that the script runs counted are this test's
[$port] = rl_server_start();
putenv("REDISLOCK_TEST_PORT=$port");
$direct = rl_stock();
// the scripts are loaded first, so that the proxy drops a run's reply
var_dump($direct->set('lost', 10), is_string($direct->take('warm')), $direct->available('lost'));
$cases = ['no request, final' => [null, 0], 'no request, held' => [null, 30],
    'request, final' => ['order-1', 0], 'request, held' => ['order-2', 30]];
$ids = [];
foreach ($cases as $label => [$request, $hold]) {
    $proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');
    $stock = new RedisStock(rl_params(['port' => $proxy['port'], 'persistent' => false]));
    $runs = rl_command_calls('evalsha');
    try {
        $id = $stock->take('lost', 2, 'ann', 0, $hold, $request);
    } catch (RedisLockException $e) {
        $id = 'code ' . $e->getCode() . ': ' . $e->getMessage();
    }
    $runs = rl_command_calls('evalsha') - $runs;
    rl_proxy_stop($proxy);
    $ids[$label] = $id;
    echo "$label: ", preg_match('/^[0-9a-f]{32}$/', $id) ? 'an id' : $id, ", script runs $runs, available ", $direct->available('lost'),
        $request === null ? '' : ', repeat answers it: ' . var_export($direct->take('lost', 1, null, 0, 0, $request) === $id, true), "\n";
}
echo 'ids distinct: ', count(array_unique($ids)), "\n";
echo 'info: ', json_encode($direct->info('lost')), "\n";
var_dump($direct->confirm('lost', $ids['no request, held']), $direct->cancel('lost', $ids['request, held']),
    $direct->cancel('lost', $ids['no request, final']));
echo 'info: ', json_encode($direct->info('lost')), "\n";
?>
--EXPECT--
bool(true)
bool(false)
int(10)
no request, final: an id, script runs 2, available 8
no request, held: an id, script runs 2, available 6
request, final: an id, script runs 2, available 4, repeat answers it: true
request, held: an id, script runs 2, available 2, repeat answers it: true
ids distinct: 4
info: {"available":2,"held":4,"taken":4,"holds":2,"buyers":1}
bool(true)
bool(true)
bool(true)
info: {"available":6,"held":0,"taken":4,"holds":0,"buyers":1}
