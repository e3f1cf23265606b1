--TEST--
RedisLock: a waiter is woken when the holder releases: hand-over latency is not bounded by polling every $waitIntervalUs
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';

/* A raw Redis client whose socket belongs to one process. */
function own_redis(string ...$args)
{
    static $socket = null, $owner = null;
    if ($owner !== getmypid()) {
        $socket = stream_socket_client('tcp://127.0.0.1:' . rl_port(), $errno, $errstr, 2);
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

$start = rl_prefix() . 'start';      // hrtime (ns) at which the waiter starts
$released = rl_prefix() . 'released'; // hrtime (ns) just before the release
own_redis('DEL', $start, $released, rl_lock_key('handover'));

$pid = pcntl_fork();
if ($pid === 0) {
    $ok = false;
    try {
        $holder = rl_lock();
        if ($holder->lock('handover', 0, 15)) {
            for ($i = 0; $i < 2000 && ($t0 = own_redis('GET', $start)) === null; $i++) {
                usleep(1000);
            }
            // release 230 ms after the waiter started: between two polls 100 ms apart
            $wait = ((int) $t0 + 230000000 * rl_time_scale() - hrtime(true)) / 1000;
            if ($wait > 0) {
                usleep((int) $wait);
            }
            own_redis('SET', $released, (string) hrtime(true));
            $ok = $holder->unlock('handover');
        }
    } catch (Throwable $e) {
        fwrite(STDERR, "holder: " . $e->getMessage() . "\n");
    }
    exit($ok ? 0 : 1);
}
for ($i = 0; $i < 200 && !own_redis('EXISTS', rl_lock_key('handover')); $i++) {
    usleep(5000);
}
$waiter = rl_lock();
$t0 = hrtime(true);
own_redis('SET', $start, (string) $t0);
$scale = rl_time_scale();
// the default $waitIntervalUs (100 ms) unless the run is slowed down
var_dump($scale === 1 ? $waiter->lock('handover', 3) : $waiter->lock('handover', 3 * $scale, 15, 100000 * $scale));
$t1 = hrtime(true);
pcntl_waitpid($pid, $status);
var_dump(pcntl_wifexited($status) && pcntl_wexitstatus($status) === 0);
$latency = ($t1 - (int) own_redis('GET', $released)) / 1e6;
echo $latency < 40 * $scale ? "taken at once after the release\n" : sprintf("taken %.1f ms after the release\n", $latency);
var_dump($waiter->unlock('handover'));
?>
--EXPECT--
bool(true)
bool(true)
taken at once after the release
bool(true)
