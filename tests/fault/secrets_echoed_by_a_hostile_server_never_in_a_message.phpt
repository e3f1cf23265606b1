--TEST--
Fault: a server that repeats the password or a lock token in any later error answer (SET, a script, an unexpected reply) never gets either into an exception message
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
$password = 'Sup3r-s3cret-pw';
$log = tempnam(sys_get_temp_dir(), 'rl-fake');
$fake = rl_fake_start(function (array $cmd) use ($password) {
    $said = implode(' ', $cmd);
    return match (strtoupper($cmd[0])) {
        'SET' => "-ERR you sent $said, and your password is $password\r\n",
        'EVALSHA' => "+OK $said $password\r\n",   // not even the right kind of reply
        default => rl_fake_redis($cmd),
    };
}, ['log' => $log]);

foreach ([false, true] as $fencing) {
    $lock = new RedisLock(['port' => $fake['port'], 'password' => $password, 'fencing' => $fencing, 'persistent' => false]);
    try {
        $lock->lock('job');
        echo "no exception\n";
    } catch (RedisLockException $e) {
        $tokens = [];
        foreach (rl_fake_log($log) as [, $cmd]) {
            foreach ($cmd as $arg) {
                if (preg_match('/^[0-9a-f]{32}$/', $arg)) {
                    $tokens[] = $arg;
                }
            }
        }
        $text = $e->getMessage() . "\n" . $e;
        $leaked = str_contains($text, $password) || array_filter($tokens, fn ($t) => str_contains($text, $t));
        echo $fencing ? 'script' : 'SET', ': code ', $e->getCode(), ', ', count($tokens) ? 'a token was sent' : 'NO TOKEN SENT',
            ', ', $leaked ? 'LEAKED' : 'nothing secret in the message', "\n";
    }
}
rl_fake_stop($fake);
unlink($log);
?>
--EXPECT--
SET: code 5, a token was sent, nothing secret in the message
script: code 3, a token was sent, nothing secret in the message
