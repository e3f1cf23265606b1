<?php
/*
 * Runs CYCLES uncontended lock + unlock cycles of one contender from
 * bench/contenders.php and nothing else; bench/run.php runs it under
 * callgrind to count the client's instructions per cycle.
 *
 *   php [-d extension=...] bench/cycles.php CONTENDER CYCLES PORT
 */
require __DIR__ . '/contenders.php';

[, $name, $cycles, $port] = $argv;
$cycle = bench_lock_contenders()[$name]((int) $port);
$lockName = 'bench:cycles:' . getmypid();
for ($i = 0, $n = (int) $cycles; $i < $n; $i++) {
    if (!$cycle($lockName)) {
        fwrite(STDERR, "$name: cycle $i failed\n");
        exit(1);
    }
}
