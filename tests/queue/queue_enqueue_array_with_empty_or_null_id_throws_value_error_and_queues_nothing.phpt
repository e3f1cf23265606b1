--TEST--
RedisQueue: enqueue() of an array holding "" or null throws ValueError naming its position and queues nothing (an empty id would block a top()+dequeue() worker)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$cases = [
    ['', 'a'],                       // first
    ['a', 'b', null],                // last
    ['x' => 'a', 'y' => '', 'z' => 'c'],
    [5 => 'a', 7 => null],
];
foreach ($cases as $ids) {
    try {
        $q->enqueue('jobs', $ids);
        echo "no exception\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump(rl_redis('EXISTS', rl_queue_key('jobs')));   // nothing queued by any of them

// the worker loop of the README gets through every task
$q->enqueue('jobs', ['a', 'b']);
$done = [];
for ($i = 0; $i < 5 && ($task = $q->top('jobs')); $i++) {
    $done[] = $task['id'];
    var_dump($q->dequeue('jobs', $task['id'], $task['score']));
}
echo implode(',', $done), "\n";
?>
--EXPECT--
RedisQueue::enqueue(): Argument #2 ($id) must not contain null or "" (found at index 0)
RedisQueue::enqueue(): Argument #2 ($id) must not contain null or "" (found at index 2)
RedisQueue::enqueue(): Argument #2 ($id) must not contain null or "" (found at key "y")
RedisQueue::enqueue(): Argument #2 ($id) must not contain null or "" (found at index 7)
int(0)
bool(true)
bool(true)
a,b
