--TEST--
Sentinel: an answer to GET-MASTER-ADDR-BY-NAME that names no usable address (a host with a NUL byte, an empty or 256-byte host, a port 0, 65536, -1, "12a" or an integer, an array of 0 or 3 elements, a status, an error) is code 1 at once, saying what came; nothing is connected to, and the next good answer is followed
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
[$master] = rl_server_start();
$answer = sys_get_temp_dir() . '/rl-sentinel-answer-' . getmypid();
$fake = rl_fake_sentinel_start($answer);
$params = ['sentinel' => ["127.0.0.1:{$fake['port']}"], 'service' => 'mymaster', 'prefix' => rl_prefix(),
    'read_timeout' => 1.0, 'persistent' => true];
$pair = static fn (string $host, string $port) => "*2\r\n" . rl_resp_bulk($host) . rl_resp_bulk($port);
$answers = [
    'a host with a NUL byte' => $pair("127.0.0.1\0x", (string) $master),
    'an empty host' => $pair('', (string) $master),
    'a 256-byte host' => $pair(str_repeat('h', 256), (string) $master),
    'port 0' => $pair('127.0.0.1', '0'),
    'port 65536' => $pair('127.0.0.1', '65536'),
    'port -1' => $pair('127.0.0.1', '-1'),
    'port 12a' => $pair('127.0.0.1', '12a'),
    'an integer port' => "*2\r\n" . rl_resp_bulk('127.0.0.1') . ":$master\r\n",
    'no element' => "*0\r\n",
    'three elements' => "*3\r\n" . rl_resp_bulk('127.0.0.1') . rl_resp_bulk((string) $master) . rl_resp_bulk('x'),
    'a status' => "+OK\r\n",
    'an error' => "-ERR no such thing\r\n",
];
foreach ($answers as $what => $bytes) {
    file_put_contents($answer, $bytes);
    $t = microtime(true);
    try {
        (new RedisLock($params))->lock('x');
        echo "$what: no exception\n";
    } catch (RedisLockException $e) {
        $fast = microtime(true) - $t < 0.5 * rl_time_scale() ? 'at once' : 'slowly';
        $says = str_contains($e->getMessage(), 'not a usable address') || str_contains($e->getMessage(), 'refused to name')
            ? 'says so' : $e->getMessage();
        echo "$what: code {$e->getCode()} $fast, $says\n";
    }
}
file_put_contents($answer, (string) $master);
var_dump((new RedisLock($params))->lock('x'));
rl_fake_stop($fake);
unlink($answer);
?>
--EXPECT--
a host with a NUL byte: code 1 at once, says so
an empty host: code 1 at once, says so
a 256-byte host: code 1 at once, says so
port 0: code 1 at once, says so
port 65536: code 1 at once, says so
port -1: code 1 at once, says so
port 12a: code 1 at once, says so
an integer port: code 1 at once, says so
no element: code 1 at once, says so
three elements: code 1 at once, says so
a status: code 1 at once, says so
an error: code 1 at once, says so
bool(true)
