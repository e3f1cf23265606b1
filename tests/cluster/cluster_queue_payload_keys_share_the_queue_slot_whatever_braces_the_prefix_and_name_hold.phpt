--TEST--
Redis Cluster: with a {app}: prefix or queue names holding braces or a NUL byte, put() queues tasks with their payloads, reserve() and pop() give them back, fail() keeps one in the failed set and failed() gives it; every key of the queue then (the queue, its deliveries, the payloads of queued and failed tasks, the failed set and its descriptions) is in the queue key's slot (CLUSTER KEYSLOT says so), where these scripts would otherwise fail with CROSSSLOT
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$masters = array_keys(rl_cluster_masters($c));
$prefixes = ['{app}:', 'plain:', ''];
$names = ['job', '{user42}', 'x}y', '}{', "bin\0{z}\xff"];
$problems = [];
$runs = 0;
foreach ($prefixes as $prefix) {
    foreach ($names as $name) {
        foreach ($masters as $port) {
            rl_redis_at($port, 'FLUSHALL');
        }
        $q = new RedisQueue(rl_cluster_params($c, ['prefix' => $prefix]));
        $added = $q->put($name, ['a' => "A\0", 'b' => 'B', 'c' => 'C']);
        $reserved = $q->reserve($name, 2, 30);
        $got = $added === 3 && is_array($reserved) && count($reserved) === 2
            && $reserved[0]['payload'] === "A\0" && $reserved[1]['payload'] === 'B'
            && $q->fail($name, 'a', $reserved[0]['score'], 'broken')
            && ($q->failed($name)[0]['payload'] ?? null) === "A\0";
        if (!$got) {
            $problems[] = json_encode(bin2hex("$prefix|$name")) . ': the payloads did not come back';
        }
        $slot = rl_cluster_slot($c, $prefix . 'Queue:' . $name);
        $keys = [];
        foreach ($masters as $port) {
            foreach (rl_redis_at($port, 'KEYS', '*') as $key) {
                $keys[] = $key;
                if (rl_cluster_slot($c, $key) !== $slot) {
                    $problems[] = json_encode(bin2hex($key)) . " is not in slot $slot";
                }
            }
        }
        // the queue, :attempts, :payloads, :failed, :failinfo, :failpayloads
        if (count($keys) !== 6) {
            $problems[] = json_encode(bin2hex("$prefix|$name")) . ': ' . count($keys) . ' keys, expected 6';
        }
        if (($q->pop($name)['payload'] ?? null) !== 'C' || $q->purgeFailed($name) !== 1) {
            $problems[] = json_encode(bin2hex("$prefix|$name")) . ': pop() or purgeFailed() failed';
        }
        $runs++;
    }
}
echo "$runs prefix and name pairs\n";
echo $problems ? implode("\n", $problems) . "\n" : "no problem\n";
?>
--EXPECT--
15 prefix and name pairs
no problem
