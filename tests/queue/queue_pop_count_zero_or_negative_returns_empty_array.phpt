--TEST--
RedisQueue: pop()/top() with count <= 0 return [] and remove nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
rl_redis('ZADD', rl_queue_key('jobs'), '1000', 'a', '1001', 'b');
foreach ([0, -1, PHP_INT_MIN] as $count) {
    var_dump($q->pop('jobs', $count), $q->top('jobs', $count));
}
var_dump(rl_redis('ZCARD', rl_queue_key('jobs')));
?>
--EXPECT--
array(0) {
}
array(0) {
}
array(0) {
}
array(0) {
}
array(0) {
}
array(0) {
}
int(2)
