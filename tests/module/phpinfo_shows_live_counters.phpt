--TEST--
redislock module: phpinfo() counts, for this process, connections opened, scripts loaded, locks acquired and released, and each queue call
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();

/* The counters from phpinfo(INFO_MODULES), by label. */
function counters(): array
{
    ob_start();
    phpinfo(INFO_MODULES);
    $text = ob_get_clean();
    $section = substr($text, strpos($text, 'Counters of this process'));
    preg_match_all('/^(Connections opened|Scripts loaded \(after NOSCRIPT\)|Locks acquired|Locks released|Queue \w+\(\) calls) => (\d+)$/m', $section, $m);
    return array_map('intval', array_combine($m[1], $m[2]));
}

/* The counters that changed since $before, with their increase. */
function changed(array $before): string
{
    $out = [];
    foreach (counters() as $label => $value) {
        if ($value !== $before[$label]) {
            $out[] = "$label +" . ($value - $before[$label]);
        }
    }
    return implode(', ', $out) ?: 'nothing';
}

$start = counters();
echo count($start), " counters\n";
$lock = new RedisLock(['port' => $port, 'persistent' => false]);
$queue = new RedisQueue(['port' => $port, 'persistent' => false]);

$c = counters();
var_dump($lock->lock('a'), $lock->lock('b'), $lock->lock('a'));
echo changed($c), "\n";     // one connect (lock() without waiting is a plain SET)

$c = counters();
var_dump($lock->unlock('a'), $lock->unlock('a'), $lock->unlockAll());
echo changed($c), "\n";     // a fresh server: the release script is loaded once

$c = counters();
var_dump($queue->enqueue('q', ['x', 'y']), $queue->top('q')['id'], $queue->pop('q')['id'], $queue->dequeue('q', 'y', 0.5), $queue->pop('q', 0));
echo changed($c), "\n";

rl_redis_at($port, 'SCRIPT', 'FLUSH');
$c = counters();
var_dump($queue->top('q')['id']);
echo changed($c), "\n";

$c = counters();
$task = $queue->reserve('q', 1, 30);
var_dump($task['id'], $task['attempts'], $queue->touch('q', 'y', $task['score'], 60) > $task['score'], $queue->size('q'), $queue->size('q', true));
echo changed($c), "\n";
?>
--EXPECT--
11 counters
bool(true)
bool(true)
bool(false)
Connections opened +1, Locks acquired +2
bool(true)
bool(false)
bool(true)
Scripts loaded (after NOSCRIPT) +1, Locks released +2
bool(true)
string(1) "x"
string(1) "x"
bool(false)
array(0) {
}
Scripts loaded (after NOSCRIPT) +3, Queue enqueue() calls +1, Queue dequeue() calls +1, Queue pop() calls +1, Queue top() calls +1
string(1) "y"
Scripts loaded (after NOSCRIPT) +1, Queue top() calls +1
string(1) "y"
int(1)
bool(true)
int(1)
int(0)
Scripts loaded (after NOSCRIPT) +2, Queue reserve() calls +1, Queue touch() calls +1, Queue size() calls +2
