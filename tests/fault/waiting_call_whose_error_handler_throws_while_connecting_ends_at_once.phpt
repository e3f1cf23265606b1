--TEST--
Fault: a waiting lock() or pop() whose new connection's warning an error handler turns into an exception (a server that may evict keys) ends at once with that exception, nothing sent: it does not take the refused connection for a server that is away and ask again until its $timeout or $wait is over
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--maxmemory', '100mb', '--maxmemory-policy', 'allkeys-lru']);
set_error_handler(static function (int $no, string $message): bool {
    throw new ErrorException($message, 0, $no);
});
$calls = [
    'lock() with $timeout 3' => fn () => (new RedisLock(rl_params(['port' => $port, 'persistent' => false])))->lock('x', 3),
    'pop() with $wait 3 (another connection)' => fn () => (new RedisQueue(rl_params(['port' => $port, 'persistent' => false, 'read_timeout' => 4])))->pop('q', 1, 10, 3),
];
foreach ($calls as $what => $call) {
    $t = hrtime(true);
    try {
        $call();
        echo "$what: no exception\n";
    } catch (ErrorException $e) {
        $s = (hrtime(true) - $t) / 1e9;
        echo "$what: ErrorException (", str_contains($e->getMessage(), 'may evict keys') ? 'the warning' : $e->getMessage(), '), ',
            $s < 1 * rl_time_scale() ? 'at once' : "after $s s", "\n";
    }
}
echo 'keys written: ', rl_redis_at($port, 'DBSIZE'), "\n";
?>
--EXPECT--
lock() with $timeout 3: ErrorException (the warning), at once
pop() with $wait 3 (another connection): ErrorException (the warning), at once
keys written: 0
