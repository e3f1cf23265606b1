--TEST--
RedisQueue: a waiting reserve() or pop() on a queue whose only task is delayed returns it at its due time (within a few ms), not a slice later; with nothing queued it returns false after $wait
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$scale = rl_time_scale();
$q->size('jobs');    // connected, the script loaded
foreach (['reserve', 'pop'] as $method) {
    foreach ([0.35, 1.6] as $delay) {       // within the first slice, and past a slice of a second
        $q->enqueue('jobs', "$method-$delay", 10, $delay);
        $due = (float) rl_redis('ZSCORE', rl_queue_key('jobs'), "$method-$delay");
        // the due time on this process's clock lies between $before and
        // $after (the server's TIME was read in between)
        $before = microtime(true);
        [$s, $us] = rl_redis('TIME');
        $after = microtime(true);
        $left = $due - ($s + $us / 1e6);
        $task = $q->$method('jobs', 1, 30, 5);
        $returned = microtime(true);
        $early = ($before + $left) - $returned;   // > 0: returned before it was due
        $late = $returned - ($after + $left);
        printf("%s after %.2f s: %s, on time: %s\n", $method, $delay, $task['id'],
            $early < 0.002 && $late < 0.030 * $scale ? 'yes' : "no ($early s early, $late s late)");
        if ($method === 'reserve') {
            $q->dequeue('jobs', $task['id'], $task['score']);
        }
    }
}
$t0 = microtime(true);
var_dump($q->reserve('jobs', 1, 30, 0.4), $q->pop('jobs', 3, 10, 0.4));
$took = microtime(true) - $t0;
echo 'empty waits took 0.8 s: ', $took > 0.79 && $took < 0.8 + 0.1 * $scale ? 'yes' : "no ($took)", "\n";
echo 'keys: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
reserve after 0.35 s: reserve-0.35, on time: yes
reserve after 1.60 s: reserve-1.6, on time: yes
pop after 0.35 s: pop-0.35, on time: yes
pop after 1.60 s: pop-1.6, on time: yes
bool(false)
array(0) {
}
empty waits took 0.8 s: yes
keys: []
