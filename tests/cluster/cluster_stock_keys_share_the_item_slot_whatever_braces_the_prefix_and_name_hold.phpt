--TEST--
Redis Cluster: RedisStock with a {app}: prefix, a plain prefix or none, and item names holding braces ({app}x, }{, x}y) or a NUL byte: set(), take() (holds and final takes, with buyers, a limit and a request key), confirm(), cancel(), available() and info() answer through the cluster as on one server, and every key of the item then (its hash and the eight beside it: reservations, holds, finals, buyers, by buyer, buyers' quantities, requests, their due times) is in the item key's slot (CLUSTER KEYSLOT says so), where the scripts would otherwise fail with CROSSSLOT
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$masters = array_keys(rl_cluster_masters($c));
$prefixes = ['{app}:', 'plain:', ''];
$names = ['shoe', '{app}x', 'x}y', '}{', "bin\0{z}\xff"];
$problems = [];
$runs = 0;
$slots = [];
foreach ($prefixes as $prefix) {
    foreach ($names as $name) {
        foreach ($masters as $port) {
            rl_redis_at($port, 'FLUSHALL');
        }
        $label = json_encode(bin2hex("$prefix|$name"));
        $s = new RedisStock(rl_cluster_params($c, ['prefix' => $prefix]));
        $set = $s->set($name, 10);
        $hold = $s->take($name, 2, 'ann', 5, 60, 'order-1');
        $final = $s->take($name, 1, 'bob');
        $confirmed = $s->take($name, 1, 'ann', 5, 60);
        $cancelled = $s->take($name, 3, 'cy', 0, 60);
        $answers = [$set, $s->take($name, 9, 'ann', 5, 60, 'order-1') === $hold, $s->take($name, 4, 'ann', 5),
            $s->confirm($name, $confirmed), $s->confirm($name, $confirmed), $s->cancel($name, $cancelled), $s->cancel($name, $cancelled),
            $s->add($name, 2), $s->available($name), $s->info($name)];
        $expected = [true, true, false, true, true, true, false, 8, 8,
            ['available' => 8, 'held' => 2, 'taken' => 2, 'holds' => 1, 'buyers' => 2]];
        if ($answers !== $expected || !is_string($hold) || !is_string($final)) {
            $problems[] = "$label: answered " . json_encode($answers);
        }
        $slot = rl_cluster_slot($c, $prefix . 'Stock:' . $name);
        $slots[$slot] = true;
        $keys = [];
        foreach ($masters as $port) {
            foreach (rl_redis_at($port, 'KEYS', '*') as $key) {
                $keys[] = $key;
                if (rl_cluster_slot($c, $key) !== $slot) {
                    $problems[] = json_encode(bin2hex($key)) . " is not in slot $slot";
                }
            }
        }
        if (count($keys) !== 9) {
            $problems[] = "$label: " . count($keys) . ' keys, expected 9';
        }
        if (!$s->cancel($name, $final) || !$s->cancel($name, $hold) || $s->info($name)['available'] !== 11) {
            $problems[] = "$label: cancelling the rest failed";
        }
        $runs++;
    }
}
echo "$runs prefix and item pairs in ", count($slots) > 1 ? 'several slots' : 'one slot', "\n";
echo $problems ? implode("\n", $problems) . "\n" : "no problem\n";
?>
--EXPECT--
15 prefix and item pairs in several slots
no problem
