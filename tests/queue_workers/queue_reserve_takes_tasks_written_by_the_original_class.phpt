--TEST--
RedisQueue: interop: tasks written like the original PHP class (ZADD of microtime(true) scores, ids as array keys) are reserved and acknowledged, and a reserved task read by the original class's top() (ZRANGEBYSCORE up to now) is not due
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('legacy');
rl_redis('ZADD', $key, var_export(microtime(true) - 1, true), 'old-task');
rl_redis('ZADD', $key, var_export(microtime(true) - 2, true), '77');
rl_redis('ZADD', $key, var_export(microtime(true) + 3600, true), 'future-task');
$tasks = $q->reserve('legacy', 10, 30);
foreach ($tasks as $t) {
    echo var_export($t['id'], true), ' attempts ', $t['attempts'], "\n";
}
// what the original class's top()/pop() would read now: nothing due
var_dump(rl_redis('ZRANGEBYSCORE', $key, '-inf', var_export(microtime(true), true)));
foreach ($tasks as $t) {
    var_dump($q->dequeue('legacy', $t['id'], $t['score']));
}
var_dump(rl_redis('ZRANGE', $key, '0', '-1'));
?>
--EXPECT--
77 attempts 1
'old-task' attempts 1
array(0) {
}
bool(true)
bool(true)
array(1) {
  [0]=>
  string(11) "future-task"
}
