<?php
/*
 * The Symfony Lock part of bench/run.php (table 12, `--only=symfony-lock`):
 * symfony/lock 5.4 (Debian's php-symfony-lock) on the bridge's
 * RedisLockStore against the same Symfony Lock on Symfony's own RedisStore
 * over phpredis. Both are used as an application uses them: a LockFactory,
 * createLock($name) with its defaults (300 s, auto-release), acquire()
 * and release().
 *
 * - 11a, uncontended: one process, one name, acquire() + release() cycles,
 *   in slices taking turns within each round. Parity is the target.
 * - 11b, a hot lock: $procs forked processes each take one lock $batch
 *   times with acquire(true), doing a non-atomic GET/SET increment of a
 *   counter inside (which must end at $procs x $batch), timed from a start
 *   barrier to the end of the last process. Symfony's RedisStore cannot
 *   block: Lock::acquire(true) tries again every (100 +- 10) ms; the
 *   bridge's store is a BlockingStoreInterface whose waitAndSave() is
 *   handed the lock by the release. RedisLock's own lock($name, 30) and
 *   unlock() run the same loop for reference: what the store adds to the
 *   extension's hand-over (Lock's refresh() after the acquisition is one
 *   more round trip inside the lock).
 */
require_once __DIR__ . '/stats.php';
require_once '/usr/share/php/Symfony/Component/Lock/autoload.php';
require_once __DIR__ . '/../bridge/src/Symfony/Lock/RedisLockStore.php';

use Symfony\Component\Lock\LockFactory;

/* label => function (int $port): LockFactory, made in the process that uses it. */
function bench_symfony_lock_factories(): array
{
    return [
        'Symfony Lock on RedisLockStore' => fn (int $port): LockFactory => new LockFactory(
            new RedisLock\Bridge\Symfony\Lock\RedisLockStore(['port' => $port, 'persistent' => false])),
        'Symfony Lock on RedisStore (phpredis)' => fn (int $port): LockFactory => new LockFactory(
            new Symfony\Component\Lock\Store\RedisStore(bench_phpredis($port))),
    ];
}

/*
 * The hot-lock contenders: label => function (int $port): Closure(string
 * $name, Closure $critical): void, which takes $name (waiting for it),
 * runs $critical and releases it; made in the process that uses it. The
 * last is the extension's own lock() and unlock(), for reference.
 */
function bench_symfony_lock_hot_contenders(): array
{
    $contenders = [];
    foreach (bench_symfony_lock_factories() as $label => $make) {
        $contenders[$label] = function (int $port) use ($make): Closure {
            $factory = $make($port);
            return function (string $name, Closure $critical) use ($factory): void {
                $lock = $factory->createLock($name);
                $lock->acquire(true);
                $critical();
                $lock->release();
            };
        };
    }
    $contenders['RedisLock::lock() + unlock() (reference)'] = function (int $port): Closure {
        $lock = new RedisLock(['port' => $port, 'persistent' => false]);
        return function (string $name, Closure $critical) use ($lock): void {
            if (!$lock->lock($name, 30, 300)) {
                throw new RuntimeException('not acquired within 30 s');
            }
            $critical();
            $lock->unlock($name);
        };
    };
    return $contenders;
}

/*
 * One hot-lock run: $procs processes take $name $batch times each (with
 * $make's contender), incrementing the counter "$name:n" with GET and SET
 * while they hold it. Returns ['seconds' => from the barrier to the end of
 * the last, 'counter' => the counter's end value, 'problems' => [...]].
 */
function bench_symfony_lock_hot(Closure $make, Redis $redis, int $port, string $name, int $procs, int $batch): array
{
    $redis->del("$name:n");
    $forked = bench_workers_fork($procs, function () use ($make, $port, $name, $batch): Closure {
        $locked = $make($port);
        $counter = bench_phpredis($port);
        $increment = function () use ($counter, $name): void {
            $counter->set("$name:n", (int) $counter->get("$name:n") + 1);
        };
        return function (int $k, $socket) use ($locked, $increment, $name, $batch): array {
            stream_set_timeout($socket, 60);
            if (fgets($socket) !== "go\n") {
                throw new RuntimeException('not told to start');
            }
            for ($i = 0; $i < $batch; $i++) {
                $locked($name, $increment);
            }
            return ['end' => hrtime(true)];
        };
    });
    $start = hrtime(true);
    foreach ($forked[1] as $socket) {
        fwrite($socket, "go\n");
    }
    $results = bench_workers_join($forked, 120);
    $problems = [];
    foreach ($results as $k => $result) {
        isset($result['error']) && $problems[] = "process $k: {$result['error']}";
    }
    $counter = (int) $redis->get("$name:n");
    $counter !== $procs * $batch && $problems[] = "counter $counter, not " . ($procs * $batch);
    $ends = array_column($results, 'end');
    return ['seconds' => $ends ? (max($ends) - $start) / 1e9 : INF, 'counter' => $counter, 'problems' => $problems];
}

/* Table 11; adds the targets it misses to $failed. */
function bench_symfony_lock(Redis $redis, int $port, int $rounds, int $cycles, int $procs, int $batch, array &$failed): void
{
    $factories = bench_symfony_lock_factories();
    [$ours, $peer] = array_keys($factories);
    $slice = 250;

    section("12a. Symfony Lock, uncontended: createLock() + acquire() + release(), one process, one name, $rounds interleaved rounds of $cycles cycles (slices of $slice taking turns), median");
    $cycleFns = [];
    foreach ($factories as $label => $make) {
        $factory = $make($port);
        $name = 'bench:sflock:one:' . crc32($label);
        $cycleFns[$label] = function () use ($factory, $name): bool {
            $lock = $factory->createLock($name);
            if (!$lock->acquire()) {
                return false;
            }
            $lock->release();
            return true;
        };
        $cycleFns[$label](); // warm: scripts loaded, connection made
    }
    $times = $reads = [];
    for ($r = 0; $r < $rounds; $r++) {
        for ($done = 0; $done < $cycles; $done += $slice) {
            $n = min($slice, $cycles - $done);
            foreach ($cycleFns as $label => $cycle) {
                $before = (int) $redis->info('stats')['total_reads_processed'];
                $t = hrtime(true);
                for ($i = 0; $i < $n; $i++) {
                    if (!$cycle()) {
                        throw new RuntimeException("$label: cycle failed");
                    }
                }
                $times[$label][$r] = ($times[$label][$r] ?? 0) + (hrtime(true) - $t) / 1e9;
                $reads[$label] = ($reads[$label] ?? 0) + (int) $redis->info('stats')['total_reads_processed'] - $before - 1;
            }
        }
    }
    $rate = array_map(fn ($t) => $cycles / median($t), $times);
    echo "| store | cycles/s | vs RedisStore | round trips/cycle |\n|---|---:|---:|---:|\n";
    foreach ($rate as $label => $x) {
        printf("| %s | %.0f | %.2fx | %.2f |\n", $label, $x, $x / $rate[$peer], $reads[$label] / ($rounds * $cycles));
    }
    echo "(round trips: requests Redis read, INFO total_reads_processed)\n";
    bench_symfony_lock_target('uncontended at least 0.95x RedisStore (parity)', $rate[$ours] / $rate[$peer], 0.95, $failed);

    section("12b. Symfony Lock, a hot lock: $procs processes each take one lock $batch times with acquire(true), a GET/SET increment inside, timed from a start barrier to the end of the last; $rounds interleaved rounds, median");
    $seconds = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach (bench_symfony_lock_hot_contenders() as $label => $make) {
            $run = bench_symfony_lock_hot($make, $redis, $port, "bench:sflock:hot:$r:" . crc32($label), $procs, $batch);
            $seconds[$label][] = $run['seconds'];
            foreach ($run['problems'] as $problem) {
                echo "$label, round $r: $problem\n";
                $failed[] = "Symfony Lock hot lock: $label: $problem";
            }
        }
    }
    $total = $procs * $batch;
    $median = array_map('median', $seconds);
    echo "| store | seconds | acquisitions/s | vs RedisStore | rounds, fastest to slowest |\n|---|---:|---:|---:|---|\n";
    foreach ($median as $label => $s) {
        printf("| %s | %.3f | %.0f | %.2fx | %s |\n", $label, $s, $total / $s, $median[$peer] / $s,
            implode(', ', array_map(fn ($x) => sprintf('%.3f', $x), (function (array $a): array {
                sort($a);
                return $a;
            })($seconds[$label]))));
    }
    printf("(each of the %d x %d acquisitions increments the counter, which ends exact in every round or the run says so;\n"
        . " Symfony's Lock::acquire(true) on RedisStore sleeps (100 +- 10) ms between tries, while a releaser asks again at once)\n", $procs, $batch);
    bench_symfony_lock_target("$procs contenders on a hot lock: at least 3x RedisStore's acquisitions/s", $median[$peer] / $median[$ours], 3.0, $failed);
}

/* Prints a target line: $value must be at least $min. */
function bench_symfony_lock_target(string $what, float $value, float $min, array &$failed): void
{
    $ok = $value >= $min;
    printf("target %-60s %6s  %s\n", $what, sprintf('%.2fx', $value), $ok ? 'met' : 'MISSED');
    $ok || $failed[] = $what;
}
