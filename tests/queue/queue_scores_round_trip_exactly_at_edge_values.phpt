--TEST--
RedisQueue: scores read by top() are the very doubles Redis holds, and dequeue() with them matches exactly: zero, negatives, microsecond steps, 15 to 17 significant digits, large and extreme magnitudes
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('edges');
$scores = [0.0, 1e-6, 2e-6, 0.1, 0.1 + 0.2, 1 / 3, 1.000001, 999999.999999, 123456.789012,
    1700000000.12345, 1700000000.123456, 1700000000.1234567, 1700000000.9999999,
    -1e-6, -1.5, -0.1 - 0.2, -999999.999999, -8999999999.999999, -9000000000.000001, -9e9,
    -123456789012345.0, -1234567890123456.0, -12345678901234567.0, -1e15, -1e20, -5e-324,
    -2.2250738585072014e-308, -1.7976931348623157e308, -4503599627370495.5];
// microsecond steps, written as the server's clock writes them, and near zero
for ($k = 0; $k < 120; $k++) {
    $scores[] = (1700000000000000 + $k * 997) / 1e6;
    $scores[] = $k / 1e6;
    $scores[] = -$k / 1e6 - 1;
}
$scores = array_values(array_unique($scores, SORT_REGULAR));
foreach ($scores as $i => $score) {
    rl_redis('ZADD', $key, sprintf('%.17g', $score), "t$i");
}
$bad = 0;
$tasks = $q->top('edges', 10000);
echo count($tasks) === count($scores) ? "all read\n" : 'read ' . count($tasks) . "\n";
foreach ($tasks as $task) {
    $want = $scores[(int) substr($task['id'], 1)];
    if ($task['score'] !== $want) {
        printf("%s: read %.17g, held %.17g\n", $task['id'], $task['score'], $want);
        $bad++;
    }
}
foreach ($tasks as $task) {
    if (!$q->dequeue('edges', $task['id'], $task['score'])) {
        printf("%s: dequeue(%.17g) missed\n", $task['id'], $task['score']);
        $bad++;
    }
}
// not due, so written by dequeue() only: it must name each one exactly
$later = [1e15, 123456789012345.0, 1234567890123456.0, 8999999999.999999, 9000000000.000001, 4e9 + 1e-6,
    5e9 + 0.5, 1e20, 1.7976931348623157e308];
foreach ($later as $i => $score) {
    rl_redis('ZADD', $key, sprintf('%.17g', $score), "l$i");
    $up = unpack('q', pack('d', $score))[1];
    $next = unpack('d', pack('q', $up + 1))[1];
    if ($q->dequeue('edges', "l$i", $next) || !$q->dequeue('edges', "l$i", $score)) {
        printf("l%d: %.17g not matched exactly\n", $i, $score);
        $bad++;
    }
}
// scores the server's clock writes, through enqueue, top and dequeue
var_dump($q->enqueue('edges', array_map(fn ($i) => "e$i", range(1, 50))));
foreach ($q->top('edges', 100) as $task) {
    $bad += $q->dequeue('edges', $task['id'], $task['score']) ? 0 : 1;
}
echo "mismatches: $bad\n";
var_dump(rl_redis('ZCARD', $key));
?>
--EXPECT--
all read
bool(true)
mismatches: 0
int(0)
