--TEST--
RedisSemaphore: failures throw RedisLockException with RedisLock's codes and a message naming the server: 1 when nothing listens, 2 for a wrong password (never shown), 4 when the server does not answer within read_timeout; the same object works once the server answers again
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$call = static function (callable $f): string {
    try {
        return 'returned ' . var_export($f(), true);
    } catch (RedisLockException $e) {
        return 'code ' . $e->getCode() . ($e->getMessage() !== '' ? ', a message' : '') . (str_contains($e->getMessage(), '127.0.0.1:') ? ' naming the server' : '')
            . (str_contains($e->getMessage(), 'sekrit') ? ' SHOWING THE PASSWORD' : '');
    }
};
$probe = stream_socket_server('tcp://127.0.0.1:0');
$name = stream_socket_get_name($probe, false);
$nowhere = (int) substr($name, strrpos($name, ':') + 1);
fclose($probe);
echo 'nothing listens: ', $call(fn () => (new RedisSemaphore(['host' => '127.0.0.1', 'port' => $nowhere]))->acquire('x', 2)), "\n";

[$port, $pid] = rl_server_start(['--requirepass', 'right']);
echo 'wrong password: ', $call(fn () => (new RedisSemaphore(['host' => '127.0.0.1', 'port' => $port, 'password' => 'sekrit']))->acquire('x', 2)), "\n";
$sem = new RedisSemaphore(['host' => '127.0.0.1', 'port' => $port, 'password' => 'right', 'read_timeout' => 0.3 * rl_time_scale()]);
// scaled: a is held through the frozen server's read_timeout
echo 'connected: ', $call(fn () => $sem->acquire('a', 2, 0, 30 * rl_time_scale())), "\n";
posix_kill($pid, SIGSTOP);
try {
    echo 'frozen server: ', $call(fn () => $sem->acquire('b', 2, 0, 30)), "\n";
} finally {
    posix_kill($pid, SIGCONT);
}
echo 'answering again: ', $call(fn () => $sem->acquire('c', 2, 0, 30)), "\n";
echo 'still holds a: ', $call(fn () => $sem->isAcquired('a')), "\n";
echo 'releaseAll: ', $call(fn () => $sem->releaseAll()), "\n";
rl_server_stop($pid);
?>
--EXPECT--
nothing listens: code 1, a message naming the server
wrong password: code 2, a message naming the server
connected: returned true
frozen server: code 4, a message naming the server
answering again: returned true
still holds a: returned true
releaseAll: returned true
