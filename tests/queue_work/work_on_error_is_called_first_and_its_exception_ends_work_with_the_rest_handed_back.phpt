--TEST--
RedisQueue::work(): $onError($task, $e) is called before a failed task is settled and the exception is not thrown again; when $onError throws, the task is settled all the same (backed off), the rest of the batch is due again at once with its delivery given back, and work() throws $onError's exception
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', 'x');
$log = [];
$n = $q->work('jobs', function (array $task) { throw new RuntimeException('handler'); }, 1, 30, 0, 60, 1, 0, 0, 1,
    function (array $task, Throwable $e) use (&$log) {
        $log[] = $task['id'] . ' ' . get_class($e) . ' ' . $e->getMessage() . ' x: ' . rl_work_where('jobs', 'x');
    });
echo "handled $n; onError saw: ", implode('; ', $log), "\n";
echo 'x: ', rl_work_where('jobs', 'x'), "\n";

$q->enqueue('more', ['a', 'b', 'c']);
$handled = [];
try {
    $q->work('more', function (array $task) use (&$handled) {
        $handled[] = $task['id'];
        throw new RuntimeException('handler');
    }, 3, 30, 0, 60, 0, 0, 0, 1, function () { throw new LogicException('from onError'); });
    echo "no exception\n";
} catch (LogicException $e) {
    echo 'work() threw ', get_class($e), ': ', $e->getMessage(), '; handled ', implode(',', $handled), "\n";
}
foreach (['a', 'b', 'c'] as $id) {
    echo "$id: ", rl_work_where('more', $id), "\n";
}
?>
--EXPECTF--
handled 1; onError saw: x RuntimeException handler x: later +%s, attempts 1
x: later +60.0, attempts 1
work() threw LogicException: from onError; handled a
a: later +60.0, attempts 1
b: due, no attempts
c: due, no attempts
