--TEST--
RedisLock release_at_shutdown: under php-cgi serving two requests in one process, a request killed by max_execution_time (a busy loop past set_time_limit(1)) has the locks of its objects with the option released at the end of that request, so that the next request served by the same process finds them free, while a lock of an object without the option stays held
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
$marker = sys_get_temp_dir() . '/rl-cgi-marker-' . getmypid();
@unlink($marker);
$scale = rl_time_scale();
$script = '<?php
$params = ' . var_export(rl_params(), true) . ';
$marker = ' . var_export($marker, true) . ';
if (!file_exists($marker)) {
    touch($marker);
    $plain = new RedisLock($params);
    $plain->lock("plain", 0, 60);
    function work(array $params): void
    {
        $local = new RedisLock($params + ["release_at_shutdown" => true]);
        $GLOBALS["global"] = new RedisLock($params + ["release_at_shutdown" => true]);
        if ($local->lock("local", 0, 60) && $GLOBALS["global"]->lock("global", 0, 60)) {
            echo "first request: locked\n";
        }
        set_time_limit(1);
        $end = microtime(true) + ' . 30 * $scale . ';
        while (microtime(true) < $end) {
            // CPU time runs out here
        }
        echo "first request: the loop ended without the time limit\n";
    }
    work($params);
} else {
    $other = new RedisLock($params);
    foreach (["local", "global"] as $name) {
        echo "second request: the lock of the $name object is free: ", $other->lock($name, 0, 60) && $other->unlock($name) ? "yes" : "no", "\n";
    }
    echo "second request: the lock of the object without the option is still held: ", $other->lock("plain", 0, 60) ? "no" : "yes", "\n";
}
';
try {
    $out = rl_php_cgi($script, 2);
} catch (RuntimeException $e) {
    $out = $e->getMessage(); // php-cgi may exit 255 after the fatal error; the output is in the message
}
@unlink($marker);
// the output of both requests in order, the fatal error (on stderr, or in the output) where it happened
preg_match_all('/^(first|second) request: .*$/m', $out, $lines);
foreach ($lines[0] as $line) {
    if (str_starts_with($line, 'second') && !isset($said)) {
        $said = true;
        echo 'the first request ended with the time limit\'s fatal error: ', str_contains($out, 'Maximum execution time of 1 second exceeded') ? 'yes' : 'no', "\n";
    }
    echo $line, "\n";
}
?>
--EXPECT--
first request: locked
the first request ended with the time limit's fatal error: yes
second request: the lock of the local object is free: yes
second request: the lock of the global object is free: yes
second request: the lock of the object without the option is still held: yes
