--TEST--
RedisLock connection: "unix:///path/redis.sock" uses database 0 and RedisQueue accepts it too
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';

/* rl_server_start() waits for the TCP port only: wait for the socket too. */
function wait_for_socket(string $path): void
{
    for ($i = 0; $i < 200; $i++) {
        $s = @stream_socket_client("unix://$path", $errno, $errstr, 0.1);
        if ($s) {
            fclose($s);
            return;
        }
        usleep(10000);
    }
    throw new RuntimeException("no redis on $path");
}
$sock = sys_get_temp_dir() . '/rl-dsn0-' . getmypid() . '.sock';
[$port] = rl_server_start(['--unixsocket', $sock, '--unixsocketperm', '700']);
wait_for_socket($sock);

$lock = new RedisLock("unix://$sock");
var_dump($lock->lock('job'));
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:job'));

$queue = new RedisQueue("unix://$sock");
var_dump($queue->enqueue('q', [1, 2]));
var_dump(rl_redis_at($port, 'ZCARD', 'Queue:q'));
@unlink($sock);
?>
--EXPECT--
bool(true)
int(1)
bool(true)
int(2)
