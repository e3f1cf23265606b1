<?php
/*
 * One simulated web request for bench/run.php, run many times in one
 * process by `php-cgi -T N` (each run is a full PHP request: startup,
 * script, shutdown, as under PHP-FPM): a new RedisLock, lock, unlock, and
 * the object dropped. With BENCH_EMPTY set it does nothing, to measure the
 * request overhead alone.
 */
if (getenv('BENCH_EMPTY')) {
    return;
}
$lock = new RedisLock(['port' => (int) getenv('BENCH_PORT')]);
if (!$lock->lock('bench:request') || !$lock->unlock('bench:request')) {
    fwrite(STDERR, "request: lock cycle failed\n");
    exit(1);
}
