--TEST--
RedisQueue: interop: enqueue() writes a plain sorted set at 'Queue:'.$name whose scores read back as float Unix times, as the original class expects
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$clientBefore = microtime(true);
var_dump($q->enqueue('jobs', ['a', 42]));
var_dump($q->enqueue('jobs', 'later', 10, 60));
var_dump(rl_redis('TYPE', $key));
$raw = rl_redis('ZRANGE', $key, '0', '-1', 'WITHSCORES');
var_dump($raw[0], $raw[2], $raw[4]);
foreach ([1, 3, 5] as $i) {
    var_dump(is_numeric($raw[$i]));
}
$score = (float) $raw[1];
var_dump(abs($score - $clientBefore) < 1);          // same unit as microtime(true)
var_dump(abs((float) $raw[5] - $score - 60) < 1);
// what the original's consumer did: ZRANGEBYSCORE -inf .. microtime(true)
var_dump(rl_redis('ZRANGEBYSCORE', $key, '-inf', var_export(microtime(true) + 1, true)));
// and the extension's scores come back from top() as the same floats
$top = $q->top('jobs', 10);
var_dump($top[0]['score'] === (float) $raw[1], $top[1]['score'] === (float) $raw[3]);
?>
--EXPECT--
bool(true)
bool(true)
string(4) "zset"
string(2) "42"
string(1) "a"
string(5) "later"
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
array(2) {
  [0]=>
  string(2) "42"
  [1]=>
  string(1) "a"
}
bool(true)
bool(true)
