--TEST--
RedisQueue::work(): an enqueue() of a task while its handler runs asks for one more run; when the handler throws, the backoff's run serves it (the ask is cleared) and the task is due at the later of the two times: one more run, not two
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$rerun = rl_queue_key_beside('jobs', ':rerun');
foreach ([[5, 20], [40, 0]] as [$backoff, $after]) {
    $q->enqueue('jobs', 'a');
    $q->work('jobs', function (array $task) use ($q, $after) {
        $q->enqueue('jobs', 'a', 10, $after);            // reserved: asks for one more run
        echo 'asked while reserved: ', rl_redis('HEXISTS', rl_queue_key_beside('jobs', ':rerun'), 'a'), "\n";
        throw new RuntimeException('again');
    }, 1, 30, 0, $backoff, 1);
    $left = (float) rl_redis('ZSCORE', rl_queue_key('jobs'), 'a') - rl_server_now();
    echo "backoff $backoff, enqueued for +$after: due in ", round($left), ' s, attempts ',
        rl_redis('HGET', rl_queue_key_beside('jobs', ':attempts'), 'a'), '; ask left: ',
        rl_redis('HEXISTS', $rerun, 'a'), "\n";
    rl_redis('DEL', rl_queue_key('jobs'), rl_queue_key_beside('jobs', ':attempts'), $rerun);
}
?>
--EXPECT--
asked while reserved: 1
backoff 5, enqueued for +20: due in 20 s, attempts 1; ask left: 0
asked while reserved: 1
backoff 40, enqueued for +0: due in 40 s, attempts 1; ask left: 0
