--TEST--
RedisQueue::work(): a Redis error inside the loop (here a script refused: a key beside the queue of another type) is a RedisLockException; the tasks acknowledged before stay acknowledged, and the task whose outcome was not recorded stays reserved and is delivered again once its visibility runs out
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', ['a', 'b']);
try {
    $q->work('jobs', function (array $task) {
        if ($task['id'] === 'b') {
            rl_redis('SET', rl_queue_key_beside('jobs', ':failed'), 'not a sorted set');
        }
    }, 1, 0.5, 0, 1, 0, 0, 0, 0);
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'RedisLockException code ', $e->getCode(), "\n";
}
rl_redis('DEL', rl_queue_key_beside('jobs', ':failed'));
echo 'a: ', rl_work_where('jobs', 'a'), "\n";
$task = $q->reserve('jobs', 1, 30, 2);
echo 'delivered again: ', $task['id'] ?? 'none', ', attempts ', $task['attempts'] ?? 0, "\n";
?>
--EXPECT--
RedisLockException code 5
a: gone, no attempts
delivered again: b, attempts 2
