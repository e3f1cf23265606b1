--TEST--
RedisQueue: pop()/top() with count above 10,000 throw ValueError and remove nothing; 10,000 is allowed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$q->enqueue('jobs', ['a', 'b']);
foreach (['pop', 'top'] as $method) {
    foreach ([10001, PHP_INT_MAX] as $count) {
        try {
            $q->$method('jobs', $count);
            echo "$method($count): no exception\n";
        } catch (ValueError $e) {
            echo "$method($count): ValueError\n";
        }
    }
}
var_dump(rl_redis('ZCARD', rl_queue_key('jobs')));
var_dump(count($q->top('jobs', 10000)), count($q->pop('jobs', 10000)));
?>
--EXPECT--
pop(10001): ValueError
pop(9223372036854775807): ValueError
top(10001): ValueError
top(9223372036854775807): ValueError
int(2)
int(2)
int(2)
