--TEST--
RedisLock adopt() by a queue worker: a web request locks an order and enqueues a task whose id carries the lock's token; a forked worker reserves the task, adopts the lock, does the work, unlocks it and acknowledges the task; the lock is free at the end and no other holder got it meanwhile
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$request = rl_lock();
$queue = rl_queue();
var_dump($request->lock('order:7', 0, 30));
$queue->enqueue('orders', 'order:7|' . $request->token('order:7'));
$pid = rl_fork(static function () {
    $q = rl_queue();
    $lock = rl_lock();
    $task = $q->reserve('orders', 1, 30, 5);
    [$order, $handoff] = explode('|', (string) $task['id'], 2);
    if (!$lock->adopt($order, $handoff)) {
        return 1;
    }
    $others = rl_lock()->lock($order);     // held: nobody else gets it
    $released = $lock->unlock($order);
    return !$others && $released && $q->ack('orders', [$task]) === 1 ? 0 : 2;
});
echo 'worker: ', rl_fork_wait($pid), "\n";
echo 'lock key left: ', rl_redis('EXISTS', rl_lock_key('order:7')), ', tasks left: ', $queue->size('orders'), "\n";
// the request's object still records it, but Redis does not hold its token
var_dump($request->isLocking('order:7'), $request->unlock('order:7'));
?>
--EXPECT--
bool(true)
worker: 0
lock key left: 0, tasks left: 0
bool(false)
bool(false)
