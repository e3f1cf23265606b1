--TEST--
RedisLock connection: "unix:///path/redis.sock?db=2" connects over the Unix socket and selects database 2
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
$sock = sys_get_temp_dir() . '/rl-dsn-' . getmypid() . '.sock';
[$port] = rl_server_start(['--unixsocket', $sock, '--unixsocketperm', '700']);
wait_for_socket($sock);

$lock = new RedisLock("unix://$sock?db=2");
var_dump($lock->lock('job'));

rl_redis_at($port, 'SELECT', '2');
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:job'));
rl_redis_at($port, 'SELECT', '0');
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:job'));

// the extension's client is a Unix socket client (addr empty, fd-based) on db 2
$clients = array_filter(explode("\n", rl_redis_at($port, 'CLIENT', 'LIST')), fn ($l) => str_contains($l, ' db=2 '));
var_dump(count($clients));
var_dump(str_contains(array_values($clients)[0], 'flags=U'));

var_dump($lock->unlock('job'));
rl_redis_at($port, 'SELECT', '2');
var_dump(rl_redis_at($port, 'EXISTS', 'Lock:job'));
@unlink($sock);
?>
--EXPECT--
bool(true)
int(1)
int(0)
int(1)
bool(true)
bool(true)
int(0)
