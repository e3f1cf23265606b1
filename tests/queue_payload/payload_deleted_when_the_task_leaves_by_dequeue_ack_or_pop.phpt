--TEST--
RedisQueue put(): a task's payload is deleted when it leaves for good: dequeue() (after top(), as the original class's consumers do), ack() and pop(); a stale dequeue() (score changed) keeps it; the payloads' hash goes with the last one
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$payloads = rl_queue_key_beside('jobs', ':payloads');
$q->put('jobs', ['a' => 'A', 'b' => 'B', 'c' => 'C', 'd' => 'D']);
$t = $q->top('jobs');
var_dump($q->dequeue('jobs', 'a', $t['score'] + 1));
echo 'after a stale dequeue(): ', implode(',', rl_redis('HKEYS', $payloads)), "\n";
var_dump($q->dequeue('jobs', 'a', $t['score']));
echo 'after dequeue(): ', implode(',', rl_redis('HKEYS', $payloads)), "\n";
var_dump($q->ack('jobs', [$q->reserve('jobs', 1, 30)]));
echo 'after ack(): ', implode(',', rl_redis('HKEYS', $payloads)), "\n";
echo 'pop(): ', $q->pop('jobs')['payload'], "\n";
echo 'after pop(): ', implode(',', rl_redis('HKEYS', $payloads)), "\n";
echo 'pop(): ', $q->pop('jobs')['payload'], "\n";
echo 'keys left: ', implode(',', rl_test_keys()) ?: 'none', "\n";
?>
--EXPECT--
bool(false)
after a stale dequeue(): a,b,c,d
bool(true)
after dequeue(): b,c,d
int(1)
after ack(): c,d
pop(): C
after pop(): d
pop(): D
keys left: none
