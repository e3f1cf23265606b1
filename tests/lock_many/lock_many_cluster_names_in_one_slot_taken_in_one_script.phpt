--TEST--
RedisLock::lockMany() on a Redis Cluster: names sharing a slot (one hash tag, "{cart}a", "{cart}b", "{cart}c") are taken in one script run on the slot's master (one EVALSHA, nothing on the other masters), with fencing on, and each is then held as if lock() had taken it: isLocking(), token() (the key's value), fencingToken(), expire() and unlock() per name
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$masters = array_keys(rl_cluster_masters($c));
$scripts = static function () use ($masters): array {
    $n = [];
    foreach ($masters as $port) {
        $n[$port] = rl_command_calls('evalsha', $port) + rl_command_calls('eval', $port);
    }
    return $n;
};
$lock = new RedisLock(rl_cluster_params($c, ['fencing' => true]));
// warm up: the connections, the slot map and the script on the slot's master
var_dump($lock->lockMany(['{cart}warm-1', '{cart}warm-2']), $lock->unlockAll());
$names = ['{cart}a', '{cart}b', '{cart}c'];
$port = rl_cluster_master_of($c, rl_lock_key('{cart}a'));
$before = $scripts();
var_dump($lock->lockMany($names, 0, 30));
$after = $scripts();
$ran = array_map(static fn ($p) => $after[$p] - $before[$p], $masters);
echo 'scripts run: ', array_sum($ran), ', all on the slot\'s master: ', $after[$port] - $before[$port] === array_sum($ran) ? 'yes' : 'no', "\n";
foreach ($names as $name) {
    $fence = $lock->fencingToken($name);
    echo "$name: held ", var_export($lock->isLocking($name), true),
        ', key holds its token ', var_export(rl_redis_at($port, 'GET', rl_lock_key($name)) === $lock->token($name), true),
        ', a fencing token ', var_export(is_int($fence) && $fence > 0, true), "\n";
}
var_dump((new RedisLock(rl_cluster_params($c)))->lock('{cart}b'));   // held: refused
var_dump($lock->expire('{cart}b', 60));
echo '{cart}b lives ~60 s: ', rl_redis_at($port, 'PTTL', rl_lock_key('{cart}b')) > 59000 ? 'yes' : 'no', "\n";
var_dump($lock->unlock('{cart}a'), $lock->isLocking('{cart}a'), $lock->isLocking('{cart}c'));
var_dump($lock->unlockAll());
$left = array_filter(array_keys(rl_cluster_keys($c)), static fn ($k) => !str_contains($k, ':fence'));
echo 'keys left: ', json_encode(array_values($left)), "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
scripts run: 1, all on the slot's master: yes
{cart}a: held true, key holds its token true, a fencing token true
{cart}b: held true, key holds its token true, a fencing token true
{cart}c: held true, key holds its token true, a fencing token true
bool(false)
bool(true)
{cart}b lives ~60 s: yes
bool(true)
bool(false)
bool(true)
bool(true)
keys left: []
