--TEST--
RedisLock/RedisQueue connection: an error answer after which the server closes the connection (Protocol error) drops that connection at once, so the next call, even within 100 ms, opens a new one instead of failing as a lost reply
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
$fake = rl_fake_start(function (array $cmd, int $conn) {
    if ($r = rl_fake_redis($cmd)) {
        return $r;
    }
    if ($conn === 1) {
        return ["-ERR Protocol error: invalid multibulk length\r\n", null];   // answer, then close
    }
    return "*0\r\n";   // nothing due
});
$queue = new RedisQueue(['port' => $fake['port'], 'persistent' => false]);
try {
    $queue->pop('jobs');
} catch (RedisLockException $e) {
    echo $e->getCode(), ': ', $e->getMessage(), "\n";
}
var_dump($queue->pop('jobs'));   // pop() is never retried: it must not meet the closed connection
rl_fake_stop($fake);
?>
--EXPECTF--
5: redislock: 127.0.0.1:%d: script queue_take failed: ERR Protocol error: invalid multibulk length
bool(false)
