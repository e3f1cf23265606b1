--TEST--
RedisQueue: ids an old client removed with a plain ZREM while reserved leave attempts behind only until the next pop() or reserve() finds the hash larger than the queue (even one that takes nothing); a pop() that empties the queue takes the hash with it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$attempts = rl_queue_key_beside('o', ':attempts');
$q->enqueue('o', ['a', 'b', 'c']);
$q->reserve('o', 2, 60);                                   // a and b reserved
rl_redis('ZREM', rl_queue_key('o'), 'a', 'b');             // the original class's dequeue
echo 'after the ZREMs: queue ', $q->size('o'), ', hash ', rl_redis('HLEN', $attempts), "\n";
var_dump($q->reserve('o', 1, 60, 0) !== false);            // takes c: the stale entries go
echo 'after a reserve: hash ', json_encode(rl_redis('HKEYS', $attempts)), "\n";
rl_redis('ZREM', rl_queue_key('o'), 'c');                  // the queue is now empty
var_dump($q->pop('o'));                                    // nothing due, yet the stale entry goes
echo 'after an empty pop: hash ', rl_redis('HLEN', $attempts), "\n";

$q->enqueue('p', ['x', 'y']);
$q->reserve('p', 1, 0.05);
usleep(100000);
echo 'popped: ', count($q->pop('p', 10)), ', keys left: ', json_encode(array_values(array_filter(rl_test_keys(), fn($k) => str_contains($k, 'p}') || $k === 'Queue:p'))), "\n";
?>
--EXPECT--
after the ZREMs: queue 1, hash 2
bool(true)
after a reserve: hash ["c"]
bool(false)
after an empty pop: hash 0
popped: 2, keys left: []
