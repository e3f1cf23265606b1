--TEST--
RedisQueue put(): payloads of any bytes (NUL bytes, invalid UTF-8, "", 1 MB) come back byte for byte from top(), reserve() and pop(), for string and int ids; a task enqueue() queued has no "payload" key
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$name = 'jobs';
$big = random_bytes(1 << 20);
$tasks = ['nul' => "a\0b\0", 'bad' => "\xff\xfe\xc3(", 'empty' => '', 7 => 'seven', 'big' => $big];
var_dump($q->put($name, $tasks));
var_dump($q->enqueue($name, 'plain'));
$top = [];
foreach ($q->top($name, 10) as $t) {
    $top[$t['id']] = $t;
}
$reserved = [];
foreach ($q->reserve($name, 3) as $t) {
    $reserved[$t['id']] = $t;
}
$popped = [];
foreach ($q->pop($name, 10) as $t) {
    $popped[$t['id']] = $t;
}
$all = $reserved + $popped;
ksort($all);
ksort($top);
foreach ($top as $id => $t) {
    $same = isset($tasks[$id]) ? ($t['payload'] === $tasks[$id] && $all[$id]['payload'] === $tasks[$id]) : null;
    echo var_export($id, true), ': top keys ', implode(',', array_keys($t)), '; taken keys ',
        implode(',', array_keys($all[$id])), '; same bytes ', var_export($same, true), "\n";
}
// pop() dropped its tasks' payloads, ack() drops those of the reserved ones
echo 'payloads left: ', rl_redis('HLEN', rl_queue_key_beside($name, ':payloads')), "\n";
var_dump($q->ack($name, $reserved));
var_dump(rl_redis('EXISTS', rl_queue_key_beside($name, ':payloads')));
?>
--EXPECT--
int(5)
bool(true)
7: top keys id,score,payload; taken keys id,score,attempts,payload; same bytes true
'bad': top keys id,score,payload; taken keys id,score,attempts,payload; same bytes true
'big': top keys id,score,payload; taken keys id,score,attempts,payload; same bytes true
'empty': top keys id,score,payload; taken keys id,score,payload; same bytes true
'nul': top keys id,score,payload; taken keys id,score,payload; same bytes true
'plain': top keys id,score; taken keys id,score; same bytes NULL
payloads left: 3
int(3)
int(0)
