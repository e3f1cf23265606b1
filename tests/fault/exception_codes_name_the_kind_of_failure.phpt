--TEST--
RedisLockException: getCode() tells the kind of failure: 1 cannot connect, 2 AUTH or SELECT refused, 3 connection lost, 4 no reply within read_timeout, 5 Redis answered with an error
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/proxy.inc';

function code_of(callable $call): string
{
    try {
        $call();
        return 'no exception';
    } catch (RedisLockException $e) {
        return (string) $e->getCode();
    }
}

[$port, $pid] = rl_server_start(['--requirepass', 'pw']);
echo 'refused connect: ', code_of(fn () => (new RedisLock(['port' => 1]))->lock('a')), "\n";
echo 'wrong password:  ', code_of(fn () => (new RedisLock(['port' => $port, 'password' => 'nope']))->lock('a')), "\n";
echo 'missing db:      ', code_of(fn () => (new RedisLock(['port' => $port, 'password' => 'pw', 'database' => 999]))->lock('a')), "\n";

$proxy = rl_proxy_start('/\r\nEVALSHA\r\n/');
$direct = rl_queue();
$direct->top('warm');
$direct->enqueue('q', 'a');
echo 'lost reply:      ', code_of(fn () => (new RedisQueue(rl_params(['port' => $proxy['port'], 'persistent' => false])))->pop('q')), "\n";
rl_proxy_stop($proxy);

$slow = new RedisLock(['port' => $port, 'password' => 'pw', 'read_timeout' => 0.2]);
$slow->lock('warm');
posix_kill($pid, SIGSTOP);
echo 'read timeout:    ', code_of(fn () => $slow->lock('b')), "\n";
posix_kill($pid, SIGCONT);

rl_redis('SET', rl_queue_key('wrongtype'), 'a string, not a sorted set');
echo 'error reply:     ', code_of(fn () => rl_queue()->enqueue('wrongtype', 'x')), "\n";
?>
--EXPECT--
refused connect: 1
wrong password:  2
missing db:      2
lost reply:      3
read timeout:    4
error reply:     5
