--TEST--
RedisLock renew: in a process that serves several requests (php-cgi -T 2), a renewing lock ($expire = 1) that request 1 leaves held (no unlock, no release_at_shutdown) is renewed during request 1 only: request 2, in the same process with the renewer thread still running, sees it expire and no lifetime extended meanwhile, and can take and renew locks of its own
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$script = '<?php
require ' . var_export(realpath(__DIR__ . '/../inc/servers.inc'), true) . ';
$port = ' . rl_port() . ';
$prefix = ' . var_export(rl_prefix(), true) . ';
$s = ' . $s . ';
function renewer_row(string $label): string
{
    ob_start();
    phpinfo(INFO_MODULES);
    // php-cgi writes it as HTML
    $row = "/<td class=\"e\">" . preg_quote($label, "/") . " <\\/td><td class=\"v\">(.*?) <\\/td>/";
    if (!preg_match($row, ob_get_clean(), $m)) {
        throw new Exception("no row $label in phpinfo()");
    }
    return $m[1];
}
$request = rl_redis_at($port, "INCR", $prefix . "request");
$lock = new RedisLock(["host" => "127.0.0.1", "port" => $port, "prefix" => $prefix, "renew" => true]);
$key = $prefix . "Lock:job";
if ($request === 1) {
    echo "request 1 takes the lock: ", $lock->lock("job", 0, $s) ? "yes" : "no", "\n";
    $token = rl_redis_at($port, "GET", $key);
    usleep((int) (1.8 * $s * 1e6));
    echo "request 1: held past its expire: ", rl_redis_at($port, "GET", $key) === $token ? "yes" : "no", "\n";
    echo "request 1 ends holding it\n";
} else {
    echo "request 2: the renewer thread is still running: ", renewer_row("Thread") === "running" ? "yes" : "no", "\n";
    $extended = renewer_row("Lifetimes extended");
    usleep((int) (2.2 * $s * 1e6));
    echo "request 2: the lock of request 1 expired: ", rl_redis_at($port, "EXISTS", $key) === 0 ? "yes" : "no", "\n";
    echo "request 2: no lifetime was extended meanwhile: ", renewer_row("Lifetimes extended") === $extended ? "yes" : "no", "\n";
    echo "request 2 takes a lock of its own: ", $lock->lock("job2", 0, $s) ? "yes" : "no", "\n";
    $token = rl_redis_at($port, "GET", $prefix . "Lock:job2");
    usleep((int) (1.8 * $s * 1e6));
    echo "request 2: that lock is renewed: ", rl_redis_at($port, "GET", $prefix . "Lock:job2") === $token ? "yes" : "no", "\n";
    echo "request 2 releases it: ", $lock->unlock("job2") ? "yes" : "no", "\n";
}
';
echo rl_php_cgi($script, 2);
?>
--EXPECT--
request 1 takes the lock: yes
request 1: held past its expire: yes
request 1 ends holding it
request 2: the renewer thread is still running: yes
request 2: the lock of request 1 expired: yes
request 2: no lifetime was extended meanwhile: yes
request 2 takes a lock of its own: yes
request 2: that lock is renewed: yes
request 2 releases it: yes
