--TEST--
Redis Cluster: through one seed, locks and queues on many names land on the master of each name's slot (all three masters), every method works there, and no call needs more than one round trip once the map is known
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$seed = [explode(',', $c['seeds'])[0]];
$lock = new RedisLock(rl_cluster_params($c, [], $seed));
$queue = new RedisQueue(rl_cluster_params($c, [], $seed));

$names = array_map(static fn ($i) => "name-$i", range(1, 40));
$taken = 0;
foreach ($names as $name) {
    $taken += $lock->lock($name, 30) ? 1 : 0;
}
echo "taken: $taken\n";

// each lock key is on the master that serves its slot, as the cluster says
$misplaced = 0;
$masters_used = [];
foreach ($names as $name) {
    $key = rl_prefix() . 'Lock:' . $name;
    $port = rl_cluster_master_of($c, $key);
    $masters_used[$port] = true;
    $misplaced += rl_redis_at($port, 'EXISTS', $key) === 1 ? 0 : 1;
}
echo 'misplaced: ', $misplaced, ', masters holding locks: ', count($masters_used), ' of ', count(rl_cluster_masters($c)), "\n";

$other = new RedisLock(rl_cluster_params($c));
$refused = 0;
foreach ($names as $name) {
    $refused += $other->lock($name) ? 0 : 1;
}
echo "a second object refused: $refused\n";
var_dump($lock->isLocking('name-7'), $lock->expire('name-7', 60) !== false, $lock->unlock('name-7'), $other->lock('name-7'));

// queues on many names
foreach (range(1, 12) as $i) {
    $queue->enqueue("q$i", ["a$i", "b$i"]);
}
$got = [];
foreach (range(1, 12) as $i) {
    foreach ($queue->pop("q$i", 5) as $task) {
        $got[] = $task['id'];
    }
}
sort($got);
echo 'popped: ', count($got), ' distinct ', count(array_unique($got)), "\n";
$queue->enqueue('q-top', 'x');
$top = $queue->top('q-top');
var_dump($top['id'], $queue->dequeue('q-top', 'x', $top['score']), $queue->top('q-top'));

// once the map is known a call is one command on one node: no CLUSTER SHARDS,
// no redirection
$before = rl_cluster_overhead($c);
foreach ($names as $name) {
    $other->isLocking($name);
}
$after = rl_cluster_overhead($c);
echo 'map questions or redirections during 40 calls: ', $after - $before, "\n";
var_dump($lock->unlockAll(), $other->unlockAll());
?>
--EXPECT--
taken: 40
misplaced: 0, masters holding locks: 3 of 3
a second object refused: 40
bool(true)
bool(true)
bool(true)
bool(true)
popped: 24 distinct 24
string(1) "x"
bool(true)
bool(false)
map questions or redirections during 40 calls: 0
bool(true)
bool(true)
