--TEST--
RedisLock renew: expire() whose reply is slow to come back (a proxy holds it) while the renewer sends renewals with the old lifetime (Redis runs them after expire()'s command) does not leave the lock with the old, shorter lifetime until a renewal due a third of the new lifetime later: the renewer renews again at once with the new lifetime, and the lock lives on
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$scale = rl_time_scale();
$base = sys_get_temp_dir() . '/rl-renew-retime-reply-' . posix_getpid();
$delay = min(0.5 * $scale, 1.5);   // under the connection's timeouts
/* forwards every connection to the suite's Redis; the reply to a command
 * ending with the argument "30000" (expire('job', 30)) reaches the client
 * $delay later */
$proxy = rl_service_start(function ($listener) use ($delay) {
    $pairs = [];
    $pending = [];
    $end = microtime(true) + 60;
    for ($i = 0; $i < 1000000 && microtime(true) < $end; $i++) {
        $read = [$listener];
        foreach ($pairs as [$c, $u]) {
            $read[] = $c;
            $read[] = $u;
        }
        $write = $except = null;
        $n = stream_select($read, $write, $except, 0, 5000);
        $now = microtime(true);
        foreach ($pending as $k => [$at, $to, $data]) {
            if ($at <= $now) {
                if (is_resource($to)) {     // the client may have given up
                    fwrite($to, $data);
                }
                unset($pending[$k]);
            }
        }
        if ($n < 1) {
            continue;
        }
        foreach ($read as $s) {
            if ($s === $listener) {
                $c = stream_socket_accept($listener);
                $pairs[] = [$c, stream_socket_client('tcp://127.0.0.1:' . rl_port()), false];
                continue;
            }
            foreach ($pairs as $k => [$c, $u, $hold]) {
                if ($s !== $c && $s !== $u) {
                    continue;
                }
                $data = fread($s, 65536);
                if ($data === '' || $data === false) {
                    fclose($c);
                    fclose($u);
                    unset($pairs[$k]);
                } elseif ($s === $u && $hold) {
                    $pending[] = [$now + $delay, $c, $data];
                    $pairs[$k][2] = false;
                } elseif ($s === $u) {
                    fwrite($c, $data);
                } else {
                    $pairs[$k][2] = (bool) preg_match('/\r\n\$5\r\n30000\r\n$/', $data);
                    fwrite($u, $data);
                }
            }
        }
    }
});
$lock = new RedisLock(rl_params(['port' => $proxy['port'], 'renew' => true]));
var_dump($lock->lock('job', 0, 0.6 * $scale));
$token = rl_lock_token('job');
/* renewals every 0.2 s go out (and run) while expire()'s reply is held */
var_dump($lock->expire('job', 30));
$seen = rl_watch_lock('job', $token, 1.5 * $scale, true);
echo 'the lock stayed: ', $seen['gone_at'] === null && !$seen['changed'] ? 'yes' : 'no (' . json_encode($seen) . ')', "\n";
[$locking, $warnings] = rl_warnings(fn () => $lock->isLocking('job'));
var_dump($locking, $warnings);
var_dump($lock->unlock('job'));
rl_service_stop($proxy);
?>
--EXPECT--
bool(true)
bool(true)
the lock stayed: yes
bool(true)
array(0) {
}
bool(true)
