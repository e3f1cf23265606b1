--TEST--
RedisQueue ack(): the ValueError for an element that is not a task names the element's key as enqueue() names one ("index 9" for an int key, key "x" for a string key), not its position in the array; nothing is removed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', ['a', 'b']);
[$a, $b] = $q->reserve('jobs', 2, 30);
foreach ([[5 => $a, 9 => ['id' => 'q']], ['first' => $a, 'second' => ['score' => 1.0]], [3 => $a, 'x' => 7]] as $tasks) {
    try {
        $q->ack('jobs', $tasks);
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    $q->enqueue('jobs', [5 => 'c', 9 => '']);
} catch (ValueError $e) {
    echo 'enqueue(): ', $e->getMessage(), "\n";
}
echo 'queued still: ', $q->size('jobs'), "\n";
echo 'acknowledged at last: ', $q->ack('jobs', [5 => $a, 9 => $b]), "\n";
?>
--EXPECT--
RedisQueue::ack(): Argument #2 ($tasks) must hold tasks as reserve() returns them, with "id" (a non-empty string or an int) and "score" (the element at index 9 has not)
RedisQueue::ack(): Argument #2 ($tasks) must hold tasks as reserve() returns them, with "id" (a non-empty string or an int) and "score" (the element at key "second" has not)
RedisQueue::ack(): Argument #2 ($tasks) must hold tasks as reserve() returns them, with "id" (a non-empty string or an int) and "score" (the element at key "x" has not)
enqueue(): RedisQueue::enqueue(): Argument #2 ($id) must not contain null or "" (found at index 9)
queued still: 2
acknowledged at last: 2
