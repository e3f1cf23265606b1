--TEST--
RedisLock connection: the array key "socket" connects over a Unix socket (with database)
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
$sock = sys_get_temp_dir() . '/rl-arr-' . getmypid() . '.sock';
[$port] = rl_server_start(['--unixsocket', $sock, '--unixsocketperm', '700']);
wait_for_socket($sock);

$lock = new RedisLock(['socket' => $sock, 'database' => 6, 'host' => null]);
var_dump($lock->lock('job'));
rl_redis_at($port, 'SELECT', '6');
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:job'));
rl_redis_at($port, 'SELECT', '0');
@unlink($sock);
?>
--EXPECT--
bool(true)
int(1)
