--TEST--
RedisQueue: a $visibility above 0 but under a microsecond (1e-9, the smallest float 5e-324) would leave the task due at once, as 0 would: reserve() and touch() refuse it with a ValueError and write nothing; a microsecond itself is accepted and hides the task
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', 'a');
$before = rl_redis('ZRANGE', rl_queue_key('jobs'), '0', '-1', 'WITHSCORES');
foreach (['reserve 1e-9' => fn () => $q->reserve('jobs', 1, 1e-9), 'reserve 5e-324' => fn () => $q->reserve('jobs', 1, 5e-324),
        'reserve 9.99e-7' => fn () => $q->reserve('jobs', 1, 9.99e-7),
        'touch 1e-9' => fn () => $q->touch('jobs', 'a', (float) $before[1], 1e-9)] as $what => $call) {
    try {
        $result = json_encode($call());
        echo "$what: $result\n";
    } catch (ValueError $e) {
        echo "$what: ", $e->getMessage(), "\n";
    }
}
echo 'nothing written: ', json_encode(rl_redis('ZRANGE', rl_queue_key('jobs'), '0', '-1', 'WITHSCORES') === $before
    && !rl_redis('EXISTS', rl_queue_key_beside('jobs', ':attempts'))), "\n";
// a microsecond: the task is reserved (its score moved past now), not left due
$taken = $q->reserve('jobs', 1, 0.000001);
echo 'reserved with 1e-6: ', $taken['id'], ', score moved: ', json_encode($taken['score'] > (float) $before[1]), "\n";
?>
--EXPECT--
reserve 1e-9: RedisQueue::reserve(): Argument #3 ($visibility) must be at least a microsecond (0.000001 s): a shorter one would leave the task due at once, as 0 would
reserve 5e-324: RedisQueue::reserve(): Argument #3 ($visibility) must be at least a microsecond (0.000001 s): a shorter one would leave the task due at once, as 0 would
reserve 9.99e-7: RedisQueue::reserve(): Argument #3 ($visibility) must be at least a microsecond (0.000001 s): a shorter one would leave the task due at once, as 0 would
touch 1e-9: RedisQueue::touch(): Argument #4 ($visibility) must be at least a microsecond (0.000001 s): a shorter one would leave the task due at once, as 0 would
nothing written: true
reserved with 1e-6: a, score moved: true
