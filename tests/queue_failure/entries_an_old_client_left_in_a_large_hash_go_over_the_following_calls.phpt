--TEST--
RedisQueue: when an old client removed reserved ids with a plain ZREM from a queue whose deliveries hash is large (3,000 entries), a pop() or reserve() looks at up to 1,000 entries a run instead of all of them (so no run blocks Redis long), and the entries of the removed ids are gone within 60 calls (each run looks at about a third of the 3,000 entries, from a place the clock picks, going on from the table's start when it reaches its end, so that no entry is left to the rare run that starts just before it); the tasks still queued keep theirs
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$attempts = rl_queue_key_beside('jobs', ':attempts');
$q->enqueue('jobs', array_map(static fn ($n) => "t$n", range(1, 3000)));
echo 'reserved: ', count($q->reserve('jobs', 3000, 60)), "\n";
rl_redis('ZREM', $key, ...array_map(static fn ($n) => "t$n", range(1, 3000, 60)));   // an old client's consumer
echo 'queued: ', rl_redis('ZCARD', $key), ', entries: ', rl_redis('HLEN', $attempts), "\n";
$calls = 0;
for (; $calls < 2000 && rl_redis('HLEN', $attempts) > rl_redis('ZCARD', $key); $calls++) {
    $q->reserve('jobs');   // nothing due: it only tidies
}
echo 'entries of removed ids left: ', rl_redis('HLEN', $attempts) - rl_redis('ZCARD', $key), ' (after ',
    $calls > 1 && $calls <= 60 ? 'several calls, at most 60' : "$calls calls", ")\n";
echo 'the queued tasks keep theirs: ', rl_redis('HGET', $attempts, 't2') === '1' && rl_redis('HGET', $attempts, 't3000') === '1'
    ? 'yes' : 'no', "\n";
$q->enqueue('jobs', 'due');
echo 'then a due task: ', json_encode(array_diff_key($q->reserve('jobs', 1, 60), ['score' => 0])), "\n";
?>
--EXPECT--
reserved: 3000
queued: 2950, entries: 3000
entries of removed ids left: 0 (after several calls, at most 60)
the queued tasks keep theirs: yes
then a due task: {"id":"due","attempts":1}
