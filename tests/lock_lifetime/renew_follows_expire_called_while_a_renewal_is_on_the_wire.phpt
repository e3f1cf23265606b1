--TEST--
RedisLock renew: expire() called while a renewal with the old lifetime is on the wire (a proxy holds it back, so that Redis runs it after expire()'s) does not leave the lock with the old, shorter lifetime until the next renewal, due a third of the new lifetime later: the renewer renews again at once with the new lifetime, and the lock lives on
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$scale = rl_time_scale();
$base = sys_get_temp_dir() . '/rl-renew-retime-' . posix_getpid();
$delay = min(0.3 * $scale, 1.5);   // under the renewer's own 2 s timeout
$ttl = (string) (int) (600 * $scale);   // the renewals' argument, in ms
/* forwards every connection to the suite's Redis; a command ending with the
 * argument $ttl (a renewal of the 0.6 s lock) sent while $base.delay exists
 * reaches Redis $delay later (and touches $base.held) */
$proxy = rl_service_start(function ($listener) use ($base, $delay, $ttl) {
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
                $pairs[] = [$c, stream_socket_client('tcp://127.0.0.1:' . rl_port())];
                continue;
            }
            foreach ($pairs as $k => [$c, $u]) {
                if ($s !== $c && $s !== $u) {
                    continue;
                }
                $data = fread($s, 65536);
                if ($data === '' || $data === false) {
                    fclose($c);
                    fclose($u);
                    unset($pairs[$k]);
                } elseif ($s === $u) {
                    fwrite($c, $data);
                } elseif (file_exists("$base.delay") && preg_match('/\r\n\$' . strlen($ttl) . '\r\n' . $ttl . '\r\n$/', $data)) {
                    $pending[] = [$now + $delay, $u, $data];
                    touch("$base.held");
                } else {
                    fwrite($u, $data);
                }
            }
        }
    }
});
$lock = new RedisLock(rl_params(['port' => $proxy['port'], 'renew' => true]));
var_dump($lock->lock('job', 0, 0.6 * $scale));
$token = rl_lock_token('job');
touch("$base.delay");
/* the first renewal (0.2 s after the lock) is held back by the proxy */
echo 'a renewal held back: ', rl_wait_for(fn () => file_exists("$base.held"), 5 * $scale) !== null ? 'yes' : 'no', "\n";
unlink("$base.delay");
var_dump($lock->expire('job', 30));
/* the held-back renewal reaches Redis after expire(): the lock has 0.6 s
 * again, and would be renewed only 10 s after */
rl_sleep($delay + 0.1 * $scale);
$seen = rl_watch_lock('job', $token, 1.5 * $scale, true);
echo 'the lock stayed: ', $seen['gone_at'] === null && !$seen['changed'] ? 'yes' : 'no (' . json_encode($seen) . ')', "\n";
[$locking, $warnings] = rl_warnings(fn () => $lock->isLocking('job'));
var_dump($locking, $warnings);
var_dump($lock->unlock('job'));
rl_service_stop($proxy);
@unlink("$base.delay");
@unlink("$base.held");
?>
--EXPECT--
bool(true)
a renewal held back: yes
bool(true)
the lock stayed: yes
bool(true)
array(0) {
}
bool(true)
