--TEST--
RedisQueue: enqueue() with an array element of another type than string, int or null (float, bool, array, object) throws TypeError and adds nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$bad = ['float' => 1.5, 'bool' => true, 'array' => ['x'], 'object' => new stdClass(),
    'stringable' => new class { public function __toString(): string { return 'y'; } }];
foreach ($bad as $what => $value) {
    try {
        $q->enqueue('jobs', ['ok-1', 2, $value, 'ok-3']);
        echo "$what: no exception\n";
    } catch (TypeError $e) {
        echo "$what: ", get_class($e), "\n";
    }
}
var_dump(rl_redis('EXISTS', rl_queue_key('jobs')));
var_dump($q->enqueue('jobs', ['ok-1', 2]));   // the object still works
var_dump(rl_redis('ZCARD', rl_queue_key('jobs')));
?>
--EXPECT--
float: TypeError
bool: TypeError
array: TypeError
object: TypeError
stringable: TypeError
int(0)
bool(true)
int(2)
