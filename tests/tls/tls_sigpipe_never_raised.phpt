--TEST--
TLS: writing to a TLS connection the server has closed never raises SIGPIPE, even where the program has given SIGPIPE its default action (which would end the process)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$port, $pid] = rl_tls_server_start($pki);
pcntl_signal(SIGPIPE, SIG_DFL);           // PHP's CLI ignores it; an embedding program may not
$lock = new RedisLock(rl_tls_params($pki, $port, ['persistent' => true]));
var_dump($lock->lock('a'));
$codes = [];
for ($i = 0; $i < 3; $i++) {
    rl_server_stop($pid);                                   // the server dies under the session
    $codes[] = rl_timed(fn () => $lock->lock("b$i"))[0][0];   // at once: written to the dead session
    $codes[] = rl_timed(fn () => $lock->lock("c$i"))[0][0];   // refused
    [, $pid] = rl_tls_server_start($pki, 'server', [], $port);
    usleep(150000);                                         // idle: checked, closed (close_notify), reopened
    $codes[] = rl_timed(fn () => $lock->lock("d$i"))[0];
}
echo 'outcomes: ', implode(' ', $codes), "\n";
echo "still alive\n";
?>
--EXPECTF--
bool(true)
outcomes: %d 1 true %d 1 true %d 1 true
still alive
