--TEST--
Redis Cluster: for a queue on each of the 3 masters, a reserve() waiting with $wait in a forked process (its BLPOP on the master of the queue's slot) is woken within milliseconds by an enqueue() made through another object, dequeue() acknowledges the task, and every key of the queue (sorted set, waiters, wake list, attempts) is in the queue key's slot
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
require __DIR__ . '/../inc/workers.inc';
$scale = rl_time_scale();
$c = rl_cluster_start();
$params = rl_cluster_params($c);
$producer = new RedisQueue($params);

foreach (array_keys(rl_cluster_masters($c)) as $m => $port) {
    // a queue name whose key this master serves
    for ($n = 0; $n < 1000 && rl_cluster_master_of($c, rl_queue_key("q-$n")) !== $port; $n++) {
    }
    $name = "q-$n";
    $key = rl_queue_key($name);
    $slot = rl_cluster_slot($c, $key);
    $beside = array_map(static fn ($suffix) => '{' . $key . '}' . $suffix, [':waiting', ':wake', ':attempts']);
    $other_slots = array_filter($beside, static fn ($k) => rl_cluster_slot($c, $k) !== $slot);
    echo "master $m: keys beside the queue in other slots: ", count($other_slots), "\n";

    $waiter = rl_callers_start(1, $params, fn (RedisQueue $q) => $q->reserve($name, 1, 30, 5));
    rl_callers_go($waiter);
    rl_wait_blocked($port, 1);               // waits on this master
    echo "master $m: registered waiter: ", rl_redis_at($port, 'ZCARD', $beside[0]), "\n";
    $enqueued = hrtime(true);
    var_dump($producer->enqueue($name, "task-$m"));
    [$r] = rl_callers_results($waiter, 10);
    $ms = ($r['end'] - $enqueued) / 1e6;
    echo "master $m: ", $r['result'] === var_export($r['value'], true) && is_array($r['value'])
        ? "got {$r['value']['id']}, attempts {$r['value']['attempts']}" : $r['result'],
        ', within 50 ms: ', $ms < 50 * $scale ? 'yes' : "no ($ms ms)", ", exit {$r['exit']}\n";
    $keys = rl_cluster_keys($c);
    $misplaced = array_filter(array_keys($keys), static fn ($k) => rl_cluster_slot($c, $k) !== $slot);
    echo "master $m: keys now: ", count($keys), ', on this master: ', count(array_keys($keys, $port, true)),
        ', in other slots: ', count($misplaced), "\n";
    var_dump($producer->dequeue($name, $r['value']['id'] ?? '', $r['value']['score'] ?? 0));
    echo "master $m: keys after the acknowledgement: ", count(rl_cluster_keys($c)), "\n";
}
?>
--EXPECT--
master 0: keys beside the queue in other slots: 0
master 0: registered waiter: 1
bool(true)
master 0: got task-0, attempts 1, within 50 ms: yes, exit 0
master 0: keys now: 2, on this master: 2, in other slots: 0
bool(true)
master 0: keys after the acknowledgement: 0
master 1: keys beside the queue in other slots: 0
master 1: registered waiter: 1
bool(true)
master 1: got task-1, attempts 1, within 50 ms: yes, exit 0
master 1: keys now: 2, on this master: 2, in other slots: 0
bool(true)
master 1: keys after the acknowledgement: 0
master 2: keys beside the queue in other slots: 0
master 2: registered waiter: 1
bool(true)
master 2: got task-2, attempts 1, within 50 ms: yes, exit 0
master 2: keys now: 2, on this master: 2, in other slots: 0
bool(true)
master 2: keys after the acknowledgement: 0
