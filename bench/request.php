<?php
/*
 * One simulated web request for bench/run.php, run many times in one
 * process by `php-cgi -T N` (each run is a full PHP request: startup,
 * script, shutdown, as under PHP-FPM). BENCH_DO says what it does:
 *   lock   a new RedisLock, lock, unlock, the object dropped;
 *   ping   the control: two PINGs over a persistent stream (two round
 *          trips, as a lock cycle, and no redislock);
 *   empty  nothing, to measure the request overhead alone.
 */
$port = (int) getenv('BENCH_PORT');
switch (getenv('BENCH_DO')) {
    case 'lock':
        $lock = new RedisLock(['port' => $port]);
        if (!$lock->lock('bench:request') || !$lock->unlock('bench:request')) {
            fwrite(STDERR, "request: lock cycle failed\n");
            exit(1);
        }
        break;
    case 'ping':
        $stream = pfsockopen('127.0.0.1', $port);
        fwrite($stream, "PING\r\n");
        fgets($stream);
        fwrite($stream, "PING\r\n");
        fgets($stream);
        break;
}
