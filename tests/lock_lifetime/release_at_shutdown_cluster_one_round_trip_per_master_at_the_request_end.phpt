--TEST--
RedisLock release_at_shutdown on a Redis Cluster: at the request's end, the locks that several objects with the option (different prefixes) still hold on different masters are all released, with one round trip to each master carrying exactly that master's locks (counted by a proxy in front of each master, which the cluster announces as the master's address)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
require __DIR__ . '/../inc/release.inc';
$c = rl_cluster_start(3, 0);
$masters = array_keys(rl_cluster_masters($c));
// two lock names and a warm-up name on each master (looked up before the proxies are announced)
$names = $warm = [];
foreach ($masters as $port) {
    $names[$port] = [rl_cluster_name_on($c, $port, 'job'), rl_cluster_name_on($c, $port, 'task')];
    $warm[$port] = rl_cluster_name_on($c, $port, 'warm');
}
$proxies = [];
foreach ($masters as $port) {
    $proxies[$port] = rl_count_proxy_start($port);
    rl_redis_at($port, 'CONFIG', 'SET', 'cluster-announce-port', (string) $proxies[$port]['port']);
}
// every node's map names the proxies (the cluster's gossip spreads the announced ports)
$proxyPorts = array_map(fn ($p) => $p['port'], array_values($proxies));
sort($proxyPorts);
rl_cluster_wait(static function () use ($masters, $proxyPorts) {
    foreach ($masters as $port) {
        $seen = array_map(fn ($range) => $range[2][1], rl_redis_at($port, 'CLUSTER', 'SLOTS'));
        $seen = array_values(array_unique($seen));
        sort($seen);
        if ($seen !== $proxyPorts) {
            return "the node on $port still maps slots to " . json_encode($seen);
        }
    }
    return '';
}, 20 * rl_time_scale());

$params = ['cluster' => array_map(fn ($p) => "127.0.0.1:$p", $proxyPorts), 'prefix' => rl_prefix(), 'read_timeout' => 5.0];
$child = rl_php_child('
$names = ' . var_export($names, true) . ';
$warm = ' . var_export($warm, true) . ';
// the release script is loaded on every master first, so that no NOSCRIPT adds a round trip
$w = new RedisLock($params);
foreach ($warm as $name) {
    $w->lock($name, 0, 60);
    $w->unlock($name);
}
$first = new RedisLock($params + ["release_at_shutdown" => true]);
$second = new RedisLock(["prefix" => $params["prefix"] . "second:", "release_at_shutdown" => true] + $params);
$ok = true;
foreach ($names as $pair) {
    $ok = $ok && $first->lock($pair[0], 0, 60) && $first->lock($pair[1], 0, 60) && $second->lock($pair[0], 0, 60);
}
echo $ok ? "locked\n" : "not locked\n";
', [], $params);
echo trim($child['out']), ', exit ', $child['status'], $child['err'] === '' ? '' : " ({$child['err']})", "\n";

$i = 0;
foreach ($masters as $port) {
    $i++;
    // the second prefix moves a key to another slot, and maybe to another master: where it went
    $keys = [rl_lock_key($names[$port][0]), rl_lock_key($names[$port][1])];
    $all = [];
    foreach ($masters as $p) {
        $all[] = rl_lock_key($names[$p][0]);
        $all[] = rl_lock_key($names[$p][1]);
        $all[] = rl_prefix() . 'second:Lock:' . $names[$p][0];
    }
    $trips = rl_release_trips($proxies[$port], $all);
    $mine = array_values(array_filter($all, fn ($key) => in_array($key, $keys, true) || (str_contains($key, 'second:')
        && rl_cluster_slot($c, $key) !== null && rl_master_port_of_slot($masters, rl_cluster_slot($c, $key)) === $port)));
    sort($mine);
    echo "master $i: release round trips: ", count($trips), ', carrying exactly its locks: ', ($trips[0] ?? null) === $mine ? 'yes' : 'no', "\n";
}
$left = array_filter(array_keys(rl_cluster_keys($c)), fn ($k) => str_contains($k, 'Lock:') && !str_contains($k, 'Lock:warm'));
echo 'lock keys left in the cluster: ', count($left), "\n";
foreach ($proxies as $proxy) {
    rl_count_proxy_stop($proxy);
}

/* The master (by its real port) that serves $slot. */
function rl_master_port_of_slot(array $masters, int $slot): int
{
    foreach ($masters as $port) {
        $myself = rl_redis_at($port, 'CLUSTER', 'MYID');
        foreach (rl_redis_at($port, 'CLUSTER', 'SLOTS') as $range) {
            if ($slot >= $range[0] && $slot <= $range[1] && $range[2][2] === $myself) {
                return $port;
            }
        }
    }
    return 0;
}
?>
--EXPECT--
locked, exit 0
master 1: release round trips: 1, carrying exactly its locks: yes
master 2: release round trips: 1, carrying exactly its locks: yes
master 3: release round trips: 1, carrying exactly its locks: yes
lock keys left in the cluster: 0
