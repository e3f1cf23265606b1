--TEST--
RedisQueue: enqueue() with a NaN or infinite afterInterval (or timeout) throws ValueError and adds nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
foreach (['NAN' => NAN, 'INF' => INF, '-INF' => -INF] as $what => $value) {
    try {
        $q->enqueue('jobs', 'a', 10, $value);
        echo "afterInterval $what: no exception\n";
    } catch (ValueError $e) {
        echo "afterInterval $what: ValueError\n";
    }
    try {
        $q->enqueue('jobs', ['a', 'b'], $value);
        echo "timeout $what: no exception\n";
    } catch (ValueError $e) {
        echo "timeout $what: ValueError\n";
    }
}
var_dump(rl_redis('EXISTS', rl_queue_key('jobs')));
?>
--EXPECT--
afterInterval NAN: ValueError
timeout NAN: ValueError
afterInterval INF: ValueError
timeout INF: ValueError
afterInterval -INF: ValueError
timeout -INF: ValueError
int(0)
