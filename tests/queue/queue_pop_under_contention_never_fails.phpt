--TEST--
RedisQueue: 8 forked consumers popping one queue at once: every pop(10) gets 10 tasks while enough are due (no lock to lose)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$name = 'busy';
$short = rl_prefix() . 'short-pops';
$total = rl_prefix() . 'total';
// fill from a child, so the parent holds no connection when forking
$codes = rl_fork_workers(1, function () use ($name) {
    $ids = [];
    for ($i = 0; $i < 4000; $i++) {
        $ids[] = "task-$i";
    }
    rl_queue()->enqueue($name, $ids);
});
// 8 x 50 pops of 10 ask for exactly the 4,000 queued tasks
$codes = array_merge($codes, rl_fork_workers(8, function (int $i) use ($name, $short, $total) {
    $q = rl_queue();
    $shortPops = $got = 0;
    for ($k = 0; $k < 50; $k++) {
        $tasks = $q->pop($name, 10);
        $n = is_array($tasks) ? count($tasks) : -1;
        $shortPops += $n !== 10;
        $got += max($n, 0);
    }
    rl_redis('INCRBY', $short, (string) $shortPops);
    rl_redis('INCRBY', $total, (string) $got);
}));
echo 'exit codes: ', implode(',', $codes), "\n";
echo 'pops with fewer than 10: ', (int) rl_redis('GET', $short), "\n";
echo 'tasks popped: ', (int) rl_redis('GET', $total), "\n";
echo 'left: ', rl_redis('ZCARD', rl_queue_key($name)), "\n";
?>
--EXPECT--
exit codes: 0,0,0,0,0,0,0,0,0
pops with fewer than 10: 0
tasks popped: 4000
left: 0
