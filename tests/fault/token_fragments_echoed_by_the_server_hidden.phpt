--TEST--
Fault: Redis echoing a command's arguments cut short (EVALSHA renamed away: "unknown command ..., with args beginning with: ...") never shows 8 or more digits of a lock token in a message
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--rename-command', 'EVALSHA', '']);
/* Whether $text holds 8 consecutive digits of $token. */
function shows(string $text, string $token): bool
{
    for ($i = 0; $i + 8 <= strlen($token); $i++) {
        if (str_contains($text, substr($token, $i, 8))) {
            return true;
        }
    }
    return false;
}
foreach (['abcd', 'a-fifteen-bytes', str_repeat('n', 60)] as $name) {
    $lock = new RedisLock(rl_params(['port' => $port]));
    var_dump($lock->lock($name));                      // a plain SET: not renamed
    $token = rl_redis_at($port, 'GET', rl_lock_key($name));
    try {
        $lock->unlock($name);                          // lock_release by EVALSHA
    } catch (RedisLockException $e) {
        echo $e->getCode(), ', ', shows($e->getMessage() . $e, $token) ? 'TOKEN SHOWN' : 'no part of the token', "\n";
    }
    try {
        $lock->lock($name, 0.05);                      // lock_acquire by EVALSHA, with a new token
    } catch (RedisLockException $e) {
        echo $e->getCode(), ', ', preg_match('/[0-9a-f]{8}/', $e->getMessage()) ? 'HEX SHOWN' : 'no hex run', "\n";
    }
}
?>
--EXPECT--
bool(true)
5, no part of the token
5, no hex run
bool(true)
5, no part of the token
5, no hex run
bool(true)
5, no part of the token
5, no hex run
