--TEST--
RedisQueue: dequeue() compares a score given as float, int or numeric string by value; a non-numeric string matches nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
rl_redis('ZADD', $key, '1000', 'int', '1500.25', 'str', '1700.5', 'flt', '1800', 'str-int',
    '1712345678.123456', 'precise', '1900', 'junk');
var_dump($q->dequeue('jobs', 'int', 1000));
var_dump($q->dequeue('jobs', 'str', '1500.25'));
var_dump($q->dequeue('jobs', 'flt', 1700.5));
var_dump($q->dequeue('jobs', 'str-int', '1800'));
var_dump($q->dequeue('jobs', 'precise', '1712345678.12345'));          // not the same number
var_dump($q->dequeue('jobs', 'precise', '1712345678.123456'));
var_dump($q->dequeue('jobs', 'junk', 'abc'));
var_dump($q->dequeue('jobs', 'junk', '1900abc'));
var_dump(rl_redis('ZRANGE', $key, '0', '-1'));
// a score from top() passed back as %.17g text also matches
$q->enqueue('jobs', 'fresh');
$fresh = $q->top('jobs', 10)[1];
var_dump($fresh['id'], $q->dequeue('jobs', 'fresh', sprintf('%.17g', $fresh['score'])));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
array(1) {
  [0]=>
  string(4) "junk"
}
string(5) "fresh"
bool(true)
