--TEST--
Fault: a server whose error text echoes the password (AUTH renamed away: "unknown command 'AUTH', with args beginning with: ...", cut short for long passwords) never puts it into an exception message (code 2)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--rename-command', 'AUTH', '']);

/* Whether $text holds any 6 consecutive bytes of $secret. */
function leaks(string $text, string $secret): bool
{
    for ($i = 0; $i + 6 <= strlen($secret); $i++) {
        if (str_contains($text, substr($secret, $i, 6))) {
            return true;
        }
    }
    return false;
}

$passwords = [
    'short' => 'Tr0ub4dor&3',
    'long' => str_repeat('correct-horse-battery-staple-', 6),   // Redis echoes only its first ~120 bytes
    'with a user' => 'zyxwvut-srqpo',
];
foreach ($passwords as $what => $password) {
    $param = ['port' => $port, 'password' => $password, 'persistent' => false];
    if ($what === 'with a user') {
        $param['user'] = 'worker';
    }
    try {
        (new RedisLock($param))->lock('job');
        echo "$what: no exception\n";
    } catch (RedisLockException $e) {
        $texts = [$e->getMessage(), (string) $e, $e->getTraceAsString()];
        echo "$what: code ", $e->getCode(), leaks(implode("\n", $texts), $password) ? ', LEAKS' : ', hidden', "\n";
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECTF--
short: code 2, hidden
redislock: 127.0.0.1:%d refused authentication: (the server's text is not shown: it repeats part of the password)
long: code 2, hidden
redislock: 127.0.0.1:%d refused authentication: (the server's text is not shown: it repeats part of the password)
with a user: code 2, hidden
redislock: 127.0.0.1:%d refused authentication: (the server's text is not shown: it repeats part of the password)
