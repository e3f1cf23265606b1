--TEST--
RedisQueue: enqueue() of an array of string and int ids adds every one of them, with one score
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
var_dump($q->enqueue('jobs', ['b', 'a', 7, 'c']));
$key = rl_queue_key('jobs');
$members = rl_redis('ZRANGE', $key, '0', '-1', 'WITHSCORES');
$ids = $scores = [];
for ($i = 0; $i < count($members); $i += 2) {
    $ids[] = $members[$i];
    $scores[] = $members[$i + 1];
}
sort($ids);
var_dump($ids);
var_dump(count(array_unique($scores)));   // one script run, one due time
$tasks = $q->pop('jobs', 10);
var_dump(count($tasks), array_map(fn($t) => $t['id'], $tasks));
?>
--EXPECT--
bool(true)
array(4) {
  [0]=>
  string(1) "7"
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "c"
}
int(1)
int(4)
array(4) {
  [0]=>
  int(7)
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "c"
}
