--TEST--
Sentinel: a sentinel of a version whose sentinel mode keeps a command table of its own (Redis 6.0: PING takes no argument there) answers the handshake's "PING <text>" with "ERR wrong number of arguments for 'ping' command"; that is Redis's own answer, so the sentinel is accepted and names the master, while a peer that answers PING with anything else is still refused as not Redis
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
[$master] = rl_server_start();
$sentinel = static fn (string $ping_with_argument) => rl_fake_start(static function (array $cmd) use ($master, $ping_with_argument) {
    if (strtoupper($cmd[0]) === 'PING' && count($cmd) > 1) {
        return $ping_with_argument;
    }
    if (strtoupper($cmd[0]) === 'SENTINEL' && strtoupper($cmd[1] ?? '') === 'GET-MASTER-ADDR-BY-NAME') {
        return "*2\r\n" . rl_resp_bulk('127.0.0.1') . rl_resp_bulk((string) $master);
    }
    return rl_fake_redis($cmd) ?? rl_fake_sentinel_master($cmd) ?? "-ERR unknown command\r\n";
});
$six = $sentinel("-ERR wrong number of arguments for 'ping' command\r\n");
$stranger = $sentinel("-ERR what is this\r\n");
$params = static fn (array $fake) => ['sentinel' => ["127.0.0.1:{$fake['port']}"], 'service' => 'mymaster', 'prefix' => rl_prefix()];

$lock = new RedisLock($params($six));
var_dump($lock->lock('x', 0, 30), rl_sentinel_key_on($master, rl_lock_key('x')));
try {
    (new RedisLock($params($stranger)))->lock('y');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'a stranger: code ', $e->getCode(), ', ', str_contains($e->getMessage(), 'Redis') ? 'not Redis' : $e->getMessage(), "\n";
}
rl_fake_stop($six);
rl_fake_stop($stranger);
?>
--EXPECT--
bool(true)
bool(true)
a stranger: code 1, not Redis
