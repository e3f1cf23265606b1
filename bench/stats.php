<?php
/*
 * The statistics the benchmarks report, in one place: bench/run.php (and
 * workers.php, which it includes), bench/fpm.php and bench/handover.php.
 */

/* The median of $values (the mean of the two middle ones for an even count). */
function median(array $values): float
{
    sort($values);
    $n = count($values);
    return $n % 2 ? $values[intdiv($n, 2)] : ($values[$n / 2 - 1] + $values[$n / 2]) / 2;
}

/* The value below which $p of $values lie (nearest rank). */
function percentile(array $values, float $p): float
{
    sort($values);
    return $values[max(0, (int) ceil($p * count($values)) - 1)];
}
