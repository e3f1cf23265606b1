--TEST--
Fault: a server whose INFO names a maxmemory-policy that repeats the password (or is not a policy's name) gets a warning that shows neither
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
foreach (['the password' => null, 'control bytes' => "lru\x1b[2J"] as $what => $policy) {
    $fake = rl_fake_start(function (array $cmd) use ($policy) {
        static $password = '';
        if (strtoupper($cmd[0]) === 'AUTH') {
            $password = end($cmd);
        }
        if (strtoupper($cmd[0]) === 'INFO') {
            return rl_resp_bulk("maxmemory:1\r\nmaxmemory_policy:" . ($policy ?? $password) . "\r\n");
        }
        return rl_fake_redis($cmd) ?? "+OK\r\n";
    });
    set_error_handler(function (int $no, string $message) use ($what) {
        echo "$what: ", str_contains($message, 'S3cretPassw0rd') || str_contains($message, "\x1b") ? 'SHOWN' : 'not shown', "\n";
        echo $message, "\n";
        return true;
    });
    var_dump((new RedisLock("redis://:S3cretPassw0rd@127.0.0.1:{$fake['port']}?persistent=0"))->lock('x'));
    rl_fake_stop($fake);
}
?>
--EXPECTF--
the password: not shown
RedisLock::lock(): 127.0.0.1:%d may evict keys (maxmemory is set and maxmemory-policy is (not shown)): %s
bool(true)
control bytes: not shown
RedisLock::lock(): 127.0.0.1:%d may evict keys (maxmemory is set and maxmemory-policy is (not shown)): %s
bool(true)
