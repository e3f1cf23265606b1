--TEST--
RedisLock: 16 processes x 10 non-atomic increments under the lock end at exactly 160 (each process makes its own RedisLock)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';

/* A raw Redis client whose socket belongs to one process: a forked child
 * opens its own instead of sharing the parent's. */
function counter_redis(string ...$args)
{
    static $socket = null, $owner = null;
    if ($owner !== getmypid()) {
        $socket = stream_socket_client('tcp://127.0.0.1:' . rl_port(), $errno, $errstr, 2);
        if (!$socket) {
            throw new RuntimeException("cannot connect: $errstr");
        }
        stream_set_timeout($socket, 10);
        $owner = getmypid();
    }
    $command = '*' . count($args) . "\r\n";
    foreach ($args as $arg) {
        $command .= '$' . strlen($arg) . "\r\n" . $arg . "\r\n";
    }
    fwrite($socket, $command);
    return rl_read_reply($socket);
}

$counter = rl_prefix() . 'counter';
counter_redis('SET', $counter, '0');

$codes = rl_fork_workers(16, function (int $i) use ($counter) {
    $lock = rl_lock();
    for ($n = 0; $n < 10; $n++) {
        if (!$lock->lock('counter', 10, 5, 1000)) {
            throw new RuntimeException('lock not acquired');
        }
        $value = (int) counter_redis('GET', $counter);   // read ...
        usleep(500);                                      // ... widen the race window ...
        counter_redis('SET', $counter, (string) ($value + 1)); // ... write
        if (!$lock->unlock('counter')) {
            throw new RuntimeException('unlock failed');
        }
    }
});
echo 'worker failures: ', count(array_filter($codes)), "\n";
var_dump(counter_redis('GET', $counter));
var_dump(counter_redis('EXISTS', rl_lock_key('counter')));
?>
--EXPECT--
worker failures: 0
string(3) "160"
int(0)
