--TEST--
RedisLock: one RedisLock made and used before fork, shared by 16 processes x 10 increments, ends at exactly 160 (fork safety)
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

// made before the fork, and its connection opened and used
$lock = rl_lock();
var_dump($lock->lock('warm-up'));
var_dump($lock->unlock('warm-up'));

$codes = rl_fork_workers(16, function (int $i) use ($lock, $counter) {
    for ($n = 0; $n < 10; $n++) {
        if (!$lock->lock('counter', 10, 5, 1000)) {
            throw new RuntimeException('lock not acquired');
        }
        $value = (int) counter_redis('GET', $counter);
        usleep(500);
        counter_redis('SET', $counter, (string) ($value + 1));
        if (!$lock->unlock('counter')) {
            throw new RuntimeException('unlock failed');
        }
    }
});
echo 'worker failures: ', count(array_filter($codes)), "\n";
var_dump(counter_redis('GET', $counter));
var_dump(counter_redis('EXISTS', rl_lock_key('counter')));
// the parent's connection still works after its children used and closed theirs
var_dump($lock->lock('after'));
var_dump($lock->isLocking('after'));
var_dump($lock->unlock('after'));
?>
--EXPECT--
bool(true)
bool(true)
worker failures: 0
string(3) "160"
int(0)
bool(true)
bool(true)
bool(true)
