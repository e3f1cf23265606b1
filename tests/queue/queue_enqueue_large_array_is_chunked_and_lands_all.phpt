--TEST--
RedisQueue: enqueue() of 2,500 ids (more than one 1,000-id chunk) adds them all; ids already queued keep their score
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('big');
rl_redis('ZADD', $key, '1000', 'id-1999', '1001', 'id-5');     // one in the third chunk, one in the first
$ids = [];
for ($i = 0; $i < 2500; $i++) {
    $ids[] = "id-$i";
}
var_dump($q->enqueue('big', $ids));
var_dump(rl_redis('ZCARD', $key));
var_dump(rl_redis('ZSCORE', $key, 'id-1999'), rl_redis('ZSCORE', $key, 'id-5'));
$popped = $q->pop('big', 10000);
var_dump(count($popped));
var_dump($popped[0]['id'], $popped[1]['id']);
$got = array_map(fn($t) => $t['id'], $popped);
sort($got);
sort($ids);
var_dump($got === $ids);
var_dump(rl_redis('EXISTS', $key));
// ints too, and duplicates inside one call
$ints = array_merge(range(1, 1500), range(1000, 2100));
var_dump($q->enqueue('big', $ints));
var_dump(rl_redis('ZCARD', $key));
?>
--EXPECT--
bool(true)
int(2500)
string(4) "1000"
string(4) "1001"
int(2500)
string(7) "id-1999"
string(4) "id-5"
bool(true)
int(0)
bool(true)
int(2100)
