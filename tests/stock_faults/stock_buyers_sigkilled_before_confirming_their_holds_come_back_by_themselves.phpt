--TEST--
RedisStock: 8 forked buyers each take a hold of 1.5 s and are SIGKILLed before they confirm it: while the holds live they are counted as held, and once they expire their quantity is back in available() by itself (no process sweeps), info() exact, and the whole item sells again
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/stock.inc';
require __DIR__ . '/../inc/workers.inc';
$stock = rl_stock();
var_dump($stock->set('cart', 20));
$pids = $sockets = [];
for ($i = 0; $i < 8; $i++) {
    $pair = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
    $pids[$i] = rl_fork(static function () use ($pair, $i) {
        fclose($pair[0]);
        $s = new RedisStock(rl_params());
        $id = $s->take('cart', 2, "buyer-$i", 0, 1.5 * rl_time_scale());
        fwrite($pair[1], "took $id\n");
        rl_line_read($pair[1], 30, 'confirm'); // killed before it comes
        $s->confirm('cart', $id);
    });
    fclose($pair[1]);
    $sockets[$i] = $pair[0];
}
$ids = [];
foreach ($sockets as $i => $socket) {
    $ids[] = substr(rl_line_read($socket, 10 * rl_time_scale(), "buyer $i"), 5);
}
foreach ($pids as $pid) {
    posix_kill($pid, SIGKILL);
}
echo 'killed by SIGKILL: ', implode(',', array_unique(array_map('rl_fork_wait', $pids))) === (string) (128 + SIGKILL) ? 'all' : 'not all', "\n";
echo 'ids distinct: ', count(array_unique(array_filter($ids, static fn ($id) => strlen($id) === 32))), "\n";
$info = $stock->info('cart');
echo 'while held: ', json_encode($info), "\n";
// the holds expire by themselves: wait (bounded) for the quantity to come back
$deadline = microtime(true) + 5 * rl_time_scale();
for ($k = 0; $k < 10000 && $stock->available('cart') !== 20 && microtime(true) < $deadline; $k++) {
    usleep(5000);
}
echo 'after expiry: ', json_encode($stock->info('cart')), "\n";
foreach ($ids as $id) {
    if ($stock->confirm('cart', $id) || $stock->cancel('cart', $id)) {
        echo "$id still settles\n";
    }
}
var_dump(is_string($stock->take('cart', 20)), $stock->take('cart'), $stock->available('cart'));
?>
--EXPECT--
bool(true)
killed by SIGKILL: all
ids distinct: 8
while held: {"available":4,"held":16,"taken":0,"holds":8,"buyers":8}
after expiry: {"available":20,"held":0,"taken":0,"holds":0,"buyers":0}
bool(true)
bool(false)
int(0)
