--TEST--
RedisLock: fencing tokens never go back, not even after the counter key is lost (deleted as an eviction would, or a restart without persistence): a token is at least the server's clock in microseconds
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port, $pid] = rl_server_start();
$params = rl_params(['port' => $port, 'fencing' => true, 'persistent' => false]);
$counter = '{' . rl_lock_key('ledger') . '}:fence';
function server_us(int $port): int
{
    [$s, $us] = rl_redis_at($port, 'TIME');
    return (int) $s * 1000000 + (int) $us;
}

$a = new RedisLock($params);
$b = new RedisLock($params);
$tokens = [];
$before = server_us($port);
for ($i = 0; $i < 3; $i++) {
    $a->lock('ledger');
    $tokens[] = $a->fencingToken('ledger');
    $a->unlock('ledger');
}
var_dump($tokens[0] >= $before);            // at least the clock at acquisition

$b->lock('ledger');                          // a holder that will turn stale
$stale = $b->fencingToken('ledger');
$b->unlock('ledger');

rl_redis_at($port, 'DEL', $counter);         // the counter key is lost
$a->lock('ledger');
$afterLoss = $a->fencingToken('ledger');
$a->unlock('ledger');
var_dump($afterLoss > $stale);

rl_server_stop($pid);                        // a restart without persistence
[$port, $pid] = rl_server_start([], $port);
usleep(150000);
var_dump(rl_redis_at($port, 'EXISTS', $counter));
$a->lock('ledger');
$afterRestart = $a->fencingToken('ledger');
var_dump($afterRestart > $afterLoss);
$tokens = array_merge($tokens, [$stale, $afterLoss, $afterRestart]);
$sorted = $tokens;
sort($sorted);
echo $sorted === $tokens && count(array_unique($tokens)) === count($tokens) ? "strictly increasing\n" : json_encode($tokens) . "\n";
?>
--EXPECT--
bool(true)
bool(true)
int(0)
bool(true)
strictly increasing
