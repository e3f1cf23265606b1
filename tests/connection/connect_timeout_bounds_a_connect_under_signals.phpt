--TEST--
RedisLock/RedisQueue connection: connect_timeout bounds a whole connect, and signals arriving every 50 ms neither cut it short nor extend it (code 1)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$scale = rl_time_scale();

/* A listener whose accept queue is full: Linux drops further SYNs, so a
 * connect to it neither succeeds nor fails until the client gives up. */
$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN,
    stream_context_create(['socket' => ['backlog' => 0]]));
$name = stream_socket_get_name($server, false);
$port = (int) substr($name, strrpos($name, ':') + 1);
$fillers = [];
for ($i = 0; $i < 4; $i++) {
    $fillers[] = @stream_socket_client("tcp://127.0.0.1:$port", $e, $m, 0.2, STREAM_CLIENT_CONNECT | STREAM_CLIENT_ASYNC_CONNECT);
}
usleep(100000);

$signals = rl_signals_start(3 * $scale);
$queue = new RedisQueue(['port' => $port, 'connect_timeout' => 1 * $scale, 'persistent' => false]);
[$outcome, $s] = rl_timed(fn () => $queue->top('jobs'));
$n = rl_signals_stop($signals);
echo $outcome, "\n";
echo $s >= 0.95 * $scale && $s < 1.3 * $scale ? "ended after connect_timeout\n" : "took $s s\n";
echo $n >= 10 ? "interrupted by signals\n" : "only $n signals\n";
?>
--EXPECTF--
1: redislock: cannot connect to 127.0.0.1:%d within %s s (connect_timeout)
ended after connect_timeout
interrupted by signals
