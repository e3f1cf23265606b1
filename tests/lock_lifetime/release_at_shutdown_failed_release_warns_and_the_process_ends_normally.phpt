--TEST--
RedisLock release_at_shutdown: when the server is gone before the locks can be released (it was shut down while they were held), the release gives one E_WARNING saying how many of how many locks could not be released and expire by themselves, at the request's end (normal end, fatal error) or at once on unset() or while an exception unwinds (the exception still reaching its catch unchanged); the process does not crash and ends with its usual status, and the locks of an object on another, live server are released all the same
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
$ends = [
    'normal end' => 'shut_down($gone_port);
echo "end\n";',
    'fatal error' => 'shut_down($gone_port);
no_such_function();',
    'unset' => 'shut_down($gone_port);
unset($gone);
echo "after unset\n";',
    'exception' => 'try {
    (function () use (&$gone, $gone_port) {
        $local = $gone;   // the only reference left: the unwinding frees it
        $gone = null;
        shut_down($gone_port);
        throw new DomainException("boom", 42);
    })();
} catch (DomainException $e) {
    echo "caught ", get_class($e), " \"", $e->getMessage(), "\" ", $e->getCode(), "\n";
}',
];
foreach ($ends as $end => $code) {
    [$port, $pid] = rl_server_start();
    $child = rl_php_child('
$gone_port = ' . $port . ';
function shut_down(int $port): void
{
    $s = stream_socket_client("tcp://127.0.0.1:$port");
    fwrite($s, "*2\r\n$8\r\nSHUTDOWN\r\n$6\r\nNOSAVE\r\n");
    fread($s, 100); // the server closes the connection as it exits
    for ($i = 0; $i < 500 && @stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 0.1); $i++) {
        usleep(10000);
    }
}
$live = new RedisLock($params + ["release_at_shutdown" => true]);
$live->lock(' . var_export($end, true) . ', 0, 60);
$gone = new RedisLock(["port" => $gone_port, "release_at_shutdown" => true, "connect_timeout" => 0.5] + $params);
$gone->lock("a", 0, 60);
$gone->lock("b", 0, 60);
' . $code);
    rl_server_stop($pid);
    $warnings = preg_match_all('/Warning: (?:[^:\n]+: )?redislock: (\d+ of \d+) locks could not be released at the end of their RedisLock object \(release_at_shutdown\), and expire by themselves: \S/',
        $child['err'], $m);
    $out = str_replace("\n", ' ', trim($child['out']));
    echo "$end: ", $out === '' ? '' : "$out, ", 'exit ', $child['status'], ", warnings: $warnings (",
        implode(', ', $m[1]), ")\n";
    if ($warnings !== 1) {
        echo $child['err'], "\n";
    }
    echo "$end: the lock on the live server was released: ", rl_redis('EXISTS', rl_lock_key($end)) === 0 ? 'yes' : 'no', "\n";
}
?>
--EXPECT--
normal end: end, exit 0, warnings: 1 (2 of 2)
normal end: the lock on the live server was released: yes
fatal error: exit 255, warnings: 1 (2 of 2)
fatal error: the lock on the live server was released: yes
unset: after unset, exit 0, warnings: 1 (2 of 2)
unset: the lock on the live server was released: yes
exception: caught DomainException "boom" 42, exit 0, warnings: 1 (2 of 2)
exception: the lock on the live server was released: yes
