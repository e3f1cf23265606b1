--TEST--
RedisQueue put(): payloads of ids an old client removed with a plain ZREM (from the queue, or from the failed set as a purgeFailed() of version 3 did) are dropped by a later pop() or reserve() that finds the hash larger than its set; with 3,000 payloads (a tidy-up looks at up to 1,000 a run) they are gone within 60 calls; the tasks still queued or failed keep theirs
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$payloads = rl_queue_key_beside('jobs', ':payloads');
$failpayloads = rl_queue_key_beside('jobs', ':failpayloads');
$q->put('jobs', ['a' => 'A', 'b' => 'B', 'c' => 'C'], 60);
rl_redis('ZREM', $key, 'a', 'b');   // an old client's consumer
var_dump($q->reserve('jobs'));      // nothing due: it only tidies
echo 'payloads: ', implode(',', rl_redis('HKEYS', $payloads)), "\n";

// failed tasks: f1..f3 failed with payloads; an old purge removes f1 and f2 from the failed set alone
$q->put('jobs', ['f1' => '1', 'f2' => '2', 'f3' => '3']);
foreach ($q->reserve('jobs', 3, 30) as $t) {
    $q->fail('jobs', $t['id'], $t['score']);
}
rl_redis('ZREM', rl_queue_key_beside('jobs', ':failed'), 'f1', 'f2');
var_dump($q->pop('jobs'));
echo 'failed payloads: ', implode(',', rl_redis('HKEYS', $failpayloads)), "\n";

// a large hash: 3,000 tasks put, 50 of them removed by an old client
$tasks = [];
for ($i = 1; $i <= 3000; $i++) {
    $tasks["t$i"] = "p$i";
}
$q->put('big', $tasks, 60);
rl_redis('ZREM', rl_queue_key('big'), ...array_map(static fn ($n) => "t$n", range(1, 3000, 60)));
$calls = 0;
for (; $calls < 2000 && rl_redis('HLEN', rl_queue_key_beside('big', ':payloads')) > rl_redis('ZCARD', rl_queue_key('big')); $calls++) {
    $q->reserve('big');
}
echo 'payloads of removed ids left: ', rl_redis('HLEN', rl_queue_key_beside('big', ':payloads')) - rl_redis('ZCARD', rl_queue_key('big')),
    ' (after ', $calls > 1 && $calls <= 60 ? 'several calls, at most 60' : "$calls calls", ")\n";
echo 'the queued tasks keep theirs: ', rl_redis('HGET', rl_queue_key_beside('big', ':payloads'), 't2') === 'p2' ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(false)
payloads: c
bool(false)
failed payloads: f3
payloads of removed ids left: 0 (after several calls, at most 60)
the queued tasks keep theirs: yes
