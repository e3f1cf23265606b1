--TEST--
RedisQueue: 4 forked producers enqueue 2,000 distinct ids each in batches while 4 consumers pop in batches: every id delivered exactly once, nothing left
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
/* The parent opens no connection before forking: each child makes its own
 * RedisQueue and its own raw connection (rl_redis caches per process). */
const PRODUCERS = 4;
const CONSUMERS = 4;
const PER_PRODUCER = 2000;
const BATCH = 100;
$name = 'work';
$delivered = rl_prefix() . 'delivered';
$done = rl_prefix() . 'producers-done';

function producer_id(int $p, int $n): string|int
{
    // even producers use string ids, odd ones int ids
    return $p % 2 ? $p * 1000000 + $n : "p$p:$n";
}

$codes = rl_fork_workers(PRODUCERS + CONSUMERS, function (int $i) use ($name, $delivered, $done) {
    $q = rl_queue();
    if ($i < PRODUCERS) {
        for ($n = 0; $n < PER_PRODUCER; $n += BATCH) {
            $ids = [];
            for ($k = $n; $k < $n + BATCH; $k++) {
                $ids[] = producer_id($i, $k);
            }
            if ($q->enqueue($name, $ids) !== true) {
                throw new RuntimeException("producer $i: enqueue did not answer true");
            }
        }
        rl_redis('INCR', $done);
        return;
    }
    $deadline = microtime(true) + 20;
    for (;;) {
        // read "all produced" before popping: an empty pop after that means empty for good
        $finished = (int) rl_redis('GET', $done) === PRODUCERS;
        $tasks = $q->pop($name, 50);
        if (!is_array($tasks)) {
            throw new RuntimeException("consumer $i: pop did not answer an array");
        }
        if ($tasks) {
            rl_redis('RPUSH', $delivered, ...array_map(fn($t) => var_export($t['id'], true), $tasks));
            continue;
        }
        if ($finished) {
            return;
        }
        if (microtime(true) > $deadline) {
            throw new RuntimeException("consumer $i: gave up waiting");
        }
        usleep(500);
    }
});
echo 'exit codes: ', implode(',', $codes), "\n";

$got = rl_redis('LRANGE', $delivered, '0', '-1');
$want = [];
for ($p = 0; $p < PRODUCERS; $p++) {
    for ($n = 0; $n < PER_PRODUCER; $n++) {
        $want[] = var_export(producer_id($p, $n), true);   // ints must come back as ints
    }
}
echo 'delivered: ', count($got), "\n";
$twice = array_filter(array_count_values($got), fn($c) => $c > 1);
echo 'delivered more than once: ', count($twice), "\n";
echo 'never delivered: ', count(array_diff($want, $got)), "\n";
echo 'unexpected: ', count(array_diff($got, $want)), "\n";
echo 'left in queue: ', rl_redis('ZCARD', rl_queue_key($name)), "\n";
?>
--EXPECT--
exit codes: 0,0,0,0,0,0,0,0
delivered: 8000
delivered more than once: 0
never delivered: 0
unexpected: 0
left in queue: 0
