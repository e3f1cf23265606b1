<?php
/*
 * The semaphore part of bench/run.php (table 9, `--only=semaphore`):
 * RedisSemaphore against the two semaphores PHP teams use today, and
 * RedisLock::lockMany() against one lock() per name.
 *
 * The peers, over phpredis, without an application around them:
 *
 * - symfony/semaphore 5.4 (Debian's php-symfony-semaphore): a Semaphore made
 *   by SemaphoreFactory::createSemaphore() on a RedisStore, acquire() and
 *   release(), one EVAL each. Its acquire() never waits; a caller that must
 *   wait tries again, and here sleeps between tries as symfony/lock's own
 *   blocking acquire() does ((100 +- 10) ms).
 * - Laravel 8.83's Redis::funnel() (php-illuminate-redis):
 *   $connection->funnel($name)->limit(4)->block($seconds)->then($callback),
 *   an EVAL that takes one of the limit's slot keys and an EVAL that frees
 *   it. block() tries again every 250 ms.
 *
 * redislock: one RedisSemaphore (or RedisLock) per process, as an
 * application keeps one; acquire($name, 4, $timeout) waits first come
 * first served, and a release() hands the permit to the first waiter.
 *
 * Round trips are the requests Redis read (INFO total_reads_processed: a
 * pipeline is one); the commands clients sent are counted by MONITOR
 * (which marks those a script runs) in one more, untimed pass of each
 * contender: INFO commandstats counts the commands inside scripts too.
 */
require_once __DIR__ . '/stats.php';
require_once '/usr/share/php/Symfony/Component/Semaphore/autoload.php';
require_once '/usr/share/php/Illuminate/Cache/autoload.php';
require_once '/usr/share/php/Illuminate/Redis/autoload.php';

/* The limit of every semaphore here. */
const BENCH_SEM_LIMIT = 4;

/*
 * The semaphores: name => function (int $port): Closure(string $name, float $wait, ?Closure $work): bool,
 * which takes one of BENCH_SEM_LIMIT permits of $name (waiting up to $wait
 * seconds for one; 0: not at all), runs $work while holding it, and
 * releases it; true when all of that worked, false when no permit was
 * free. Made in the process that uses it (after a fork: a connection of
 * its own).
 */
function bench_semaphore_contenders(): array
{
    return [
        'redislock' => function (int $port): Closure {
            $sem = new RedisSemaphore(['port' => $port, 'persistent' => false]);
            return function (string $name, float $wait, ?Closure $work = null) use ($sem): bool {
                if (!$sem->acquire($name, BENCH_SEM_LIMIT, $wait, 15)) {
                    return false;
                }
                $work && $work();
                return $sem->release($name);
            };
        },
        'symfony/semaphore' => function (int $port): Closure {
            $factory = new Symfony\Component\Semaphore\SemaphoreFactory(
                new Symfony\Component\Semaphore\Store\RedisStore(bench_phpredis($port)));
            return function (string $name, float $wait, ?Closure $work = null) use ($factory): bool {
                $semaphore = $factory->createSemaphore($name, BENCH_SEM_LIMIT, 1, 15);
                $until = hrtime(true) + (int) ($wait * 1e9);
                while (!$semaphore->acquire()) {
                    if (hrtime(true) >= $until) {
                        return false;
                    }
                    usleep((100 + random_int(-10, 10)) * 1000); // as symfony/lock's acquire(true)
                }
                $work && $work();
                $semaphore->release();
                return true;
            };
        },
        'Laravel funnel' => function (int $port): Closure {
            $connection = new Illuminate\Redis\Connections\PhpRedisConnection(bench_phpredis($port));
            return function (string $name, float $wait, ?Closure $work = null) use ($connection): bool {
                // block(0): one try, then the failure callback
                return $connection->funnel($name)->limit(BENCH_SEM_LIMIT)->releaseAfter(15)->block((int) ceil($wait))
                    ->then(function () use ($work): bool {
                        $work && $work();
                        return true;
                    }, fn (): bool => false);
            };
        },
    ];
}

/* Redis's own accounting so far: ['reads' => the reads of requests from
 * clients (total_reads_processed: one per round trip, however many
 * commands a pipeline holds), 'cmd' => [command => [calls, usec]]] (INFO
 * commandstats, which counts the commands scripts run too; INFO itself
 * left out). */
function bench_sem_counts(Redis $redis): array
{
    $reads = (int) $redis->info('stats')['total_reads_processed'];
    $cmd = [];
    foreach ($redis->info('commandstats') as $k => $v) {
        if ($k !== 'cmdstat_info' && preg_match('/calls=(\d+),usec=(\d+)/', $v, $m)) {
            $cmd[strtoupper(substr($k, 8))] = [(int) $m[1], (int) $m[2]];
        }
    }
    return ['reads' => $reads, 'cmd' => $cmd];
}

/* What Redis counted between two bench_sem_counts(): ['reads' => the
 * reads but the counting's own two INFO, 'cmd' => [command => [calls,
 * usec]]]; with $sum, added to that earlier difference. */
function bench_sem_delta(array $before, array $after, ?array $sum = null): array
{
    $sum ??= ['reads' => 0, 'cmd' => []];
    $sum['reads'] += $after['reads'] - $before['reads'] - 2;
    foreach ($after['cmd'] as $c => [$n, $us]) {
        $sum['cmd'][$c][0] = ($sum['cmd'][$c][0] ?? 0) + $n - ($before['cmd'][$c][0] ?? 0);
        $sum['cmd'][$c][1] = ($sum['cmd'][$c][1] ?? 0) + $us - ($before['cmd'][$c][1] ?? 0);
    }
    return $sum;
}

/* A bench_sem_delta() per cycle: ['trips' => round trips, 'calls' =>
 * commands run (inside scripts too), 'usec' => [command => usec]]. */
function bench_sem_per(array $delta, int $cycles): array
{
    $cycles = max(1, $cycles);
    return ['trips' => $delta['reads'] / $cycles, 'calls' => array_sum(array_column($delta['cmd'], 0)) / $cycles,
        'usec' => array_map(fn ($x) => $x[1] / $cycles, $delta['cmd'])];
}

/*
 * Times uncontended cycles ($fns: label => Closure(): bool, one cycle, true
 * when it worked): $rounds rounds of $cycles cycles each, every round cut
 * into slices of $slice cycles that take turns, so that the machine's load
 * drifting within a round weighs on every contender alike. Returns
 * [label => seconds per round, label => bench_sem_per() over all rounds].
 */
function bench_sem_timed(Redis $redis, array $fns, int $rounds, int $cycles, int $slice = 250): array
{
    $times = $deltas = [];
    foreach ($fns as $label => $cycle) {
        $cycle(); // warm: scripts loaded, connection made
    }
    for ($r = 0; $r < $rounds; $r++) {
        for ($done = 0; $done < $cycles; $done += $slice) {
            $n = min($slice, $cycles - $done);
            foreach ($fns as $label => $cycle) {
                $before = bench_sem_counts($redis);
                $t = hrtime(true);
                for ($i = 0; $i < $n; $i++) {
                    if (!$cycle()) {
                        throw new RuntimeException("$label: cycle failed");
                    }
                }
                $times[$label][$r] = ($times[$label][$r] ?? 0) + (hrtime(true) - $t) / 1e9;
                $deltas[$label] = bench_sem_delta($before, bench_sem_counts($redis), $deltas[$label] ?? null);
            }
        }
    }
    return [$times, array_map(fn ($d) => bench_sem_per($d, $rounds * $cycles), $deltas)];
}

/* The medians of a list of bench_sem_per() answers, figure by figure. */
function bench_sem_per_median(array $list): array
{
    $usec = [];
    foreach (array_unique(array_merge(...array_map(fn ($p) => array_keys($p['usec']), $list))) as $c) {
        $usec[$c] = median(array_map(fn ($p) => $p['usec'][$c] ?? 0, $list));
    }
    return ['trips' => median(array_column($list, 'trips')), 'calls' => median(array_column($list, 'calls')), 'usec' => $usec];
}

/*
 * The commands clients sent while $run() ran, in order, by MONITOR (which
 * marks those a script runs as "lua"; they are left out): a list of [upper
 * case command name, its first argument]. $run's own ECHO markers show
 * where its steps begin. Untimed: MONITOR slows the server down.
 */
function bench_sem_monitored(Redis $redis, int $port, Closure $run): array
{
    $monitor = stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 2);
    if (!$monitor) {
        throw new RuntimeException("MONITOR: $errstr");
    }
    stream_set_timeout($monitor, 30);
    fwrite($monitor, "MONITOR\r\n");
    fgets($monitor); // +OK
    $run();
    $end = 'bench-sem-end-' . bin2hex(random_bytes(8));
    $redis->echo($end);
    $sent = [];
    while (($line = fgets($monitor)) !== false) {
        if (!preg_match('/^\+[\d.]+ \[\d+ ([^\]]+)\] "([^"]*)"(?: "((?:[^"\\\\]|\\\\.)*)")?/', $line, $m)) {
            continue;
        }
        if ($m[1] === 'lua') {
            continue;
        }
        $command = strtoupper($m[2]);
        if ($command === 'ECHO' && ($m[3] ?? '') === $end) {
            fclose($monitor);
            return $sent;
        }
        $sent[] = [$command, $m[3] ?? ''];
    }
    throw new RuntimeException('MONITOR: the end marker never came');
}

/* [the commands sent, "COMMAND n.nn, ..." per cycle] of a
 * bench_sem_monitored() list (ECHO, the markers, left out; no INFO of the
 * counting runs under MONITOR: one there is a client's). */
function bench_sem_sent(array $sent, int $cycles): array
{
    $by = [];
    foreach ($sent as [$command]) {
        if ($command !== 'ECHO') {
            $by[$command] = ($by[$command] ?? 0) + 1;
        }
    }
    ksort($by);
    // listed when sent once in 200 cycles or more (a connection's set-up,
    // CLIENT SETNAME, PING and INFO, is not), counted all the same
    $shown = array_filter($by, fn ($n) => $n / max(1, $cycles) >= 0.005);
    return [array_keys($by), implode(', ', array_map(fn ($c, $n) => sprintf('%s %.2f', $c, $n / max(1, $cycles)), array_keys($shown), $shown))];
}

/*
 * One contended round: $procs forked processes, each with the contender's
 * own connection, wait at a barrier, then for $window seconds take a
 * permit of $name (waiting up to 30 s), hold it for $holdUs of usleep, and
 * release it, again and again. A cycle counts if it ended within the
 * window. With $each, each process does $each cycles instead, without a
 * window. Returns ['seconds' => from the start to the end of the last
 * process, 'first' => to the end of the first, 'window' => cycles in the window, 'all' => cycles in
 * all (those that ended after the window too), 'per' => each process's
 * cycles in the window, 'most' => the most holders at once, 'waits' =>
 * each cycle's wait for its permit (ns; all cycles: a process that waited
 * through the whole window counts its wait too), 'problems' => problems
 * found].
 */
function bench_semaphore_contended(Closure $make, int $port, string $name, int $procs, float $window, int $holdUs, int $each = 0, int $outsideUs = 0): array
{
    $forked = bench_workers_fork($procs, function () use ($make, $port, $name, $holdUs, $each, $outsideUs): Closure {
        $cycle = $make($port);
        return function (int $k, $socket) use ($cycle, $name, $holdUs, $each, $outsideUs): array {
            stream_set_timeout($socket, 30);
            $deadline = (int) fgets($socket); // hrtime: the same clock in every process
            $inWindow = $all = 0;
            $held = $waits = [];
            while (($asked = hrtime(true)) < $deadline && ($each === 0 || $all < $each)) {
                $ok = $cycle($name, 30, function () use (&$held, &$from, $holdUs): void {
                    $from = hrtime(true);
                    usleep($holdUs);
                    $held[] = [$from, hrtime(true)];
                });
                if (!$ok) {
                    return ['error' => 'no permit within 30 s, or its release failed'];
                }
                $all++;
                hrtime(true) <= $deadline && $inWindow++;
                $waits[] = $from - $asked;
                // the rest of a job, done without the permit
                $outsideUs > 0 && usleep($outsideUs);
            }
            return ['window' => $inWindow, 'all' => $all, 'held' => $held, 'waits' => $waits, 'end' => hrtime(true)];
        };
    });
    $start = hrtime(true);
    $deadline = $each ? PHP_INT_MAX : $start + (int) ($window * 1e9);
    foreach ($forked[1] as $socket) {
        fwrite($socket, "$deadline\n");
    }
    $results = bench_workers_join($forked, $each ? 60 : $window + 60);
    $problems = $edges = $waits = [];
    foreach ($results as $k => $result) {
        if (isset($result['error'])) {
            $problems[] = "process $k: {$result['error']}";
            continue;
        }
        foreach ($result['held'] as [$from, $to]) {
            $edges[] = [$from, 1];
            $edges[] = [$to, -1];
        }
        array_push($waits, ...$result['waits']);
    }
    // the most permits held at once, from each holder's own view of its
    // hold (from after its acquire returned to before its release): never
    // more than were really held
    usort($edges, fn ($a, $b) => $a[0] <=> $b[0] ?: $a[1] <=> $b[1]);
    $holders = $most = 0;
    foreach ($edges as [, $d]) {
        $most = max($most, $holders += $d);
    }
    $most > BENCH_SEM_LIMIT && $problems[] = "$most holders at once on a limit of " . BENCH_SEM_LIMIT;
    $each && array_sum(array_column($results, 'all')) !== $procs * $each && $problems[] = 'cycles missing';
    $ends = array_column($results, 'end');
    return ['seconds' => $ends ? (max($ends) - $start) / 1e9 : INF, 'first' => $ends ? (min($ends) - $start) / 1e9 : INF,
        'window' => array_sum(array_column($results, 'window')), 'all' => array_sum(array_column($results, 'all')),
        'per' => array_column($results, 'window'), 'most' => $most, 'waits' => $waits, 'problems' => $problems];
}

/*
 * Table 9: semaphore acquire + release, uncontended ($cycles in one
 * process) and with $procs contenders on a limit of 4 for $window seconds
 * each (judged by a fixed batch of $batch cycles each and, with $outsideUs
 * of work between permits, by the wait's 99th percentile, not by cycles
 * per second), $rounds interleaved rounds, medians; then lockMany() of 3 names
 * against 3 lock() calls. Round trips are counted by MONITOR in one more,
 * untimed pass of each. Adds the targets it misses to $failed.
 */
function bench_semaphore(Redis $redis, int $port, int $rounds, int $cycles, int $procs, float $window, int $holdUs, int $batch, int $outsideUs, array &$failed): void
{
    $contenders = bench_semaphore_contenders();
    $ours = class_exists('RedisSemaphore');
    if (!$ours) {
        unset($contenders['redislock']);
    }
    $peers = array_diff(array_keys($contenders), ['redislock']);
    $traced = min($cycles, 200);

    /* ---- 9a. uncontended ---- */
    section("9a. Semaphore acquire + release, uncontended: one process, one name, limit " . BENCH_SEM_LIMIT . ", $rounds interleaved rounds of $cycles cycles (slices of 250 taking turns), median");
    $cycleFns = [];
    foreach ($contenders as $label => $make) {
        $cycleFns[$label] = $make($port);
    }
    // the lock cycle, for reference: the same two round trips
    $lock = new RedisLock(['port' => $port]);
    $cycleFns['redislock lock() + unlock() (reference)'] = fn (string $name, float $wait): bool => $lock->lock($name) && $lock->unlock($name);
    $timed = [];
    foreach ($cycleFns as $label => $cycle) {
        $name = 'bench:sem:one:' . crc32($label);
        $timed[$label] = fn (): bool => $cycle($name, 0);
    }
    [$times, $server] = bench_sem_timed($redis, $timed, $rounds, $cycles);
    $sent = [];
    foreach ($cycleFns as $label => $cycle) {
        $sent[$label] = bench_sem_sent(bench_sem_monitored($redis, $port, function () use ($timed, $label, $traced): void {
            for ($i = 0; $i < $traced; $i++) {
                $timed[$label]();
            }
        }), $traced);
    }
    $rate = array_map(fn ($t) => $cycles / median($t), $times);
    $fastest = max(array_intersect_key($rate, array_flip($peers)));
    $fastestName = array_search($fastest, $rate, true);
    bench_sem_table($rate, $fastest, 'vs faster peer', $sent, $server);
    $ours || print("redislock: RedisSemaphore is not in this build\n");
    bench_sem_target("uncontended at least 1.0x the faster peer ($fastestName)", $ours ? $rate['redislock'] / $fastest : null, 1.0, $failed);

    /* ---- 9b. contended ---- */
    section("9b. Semaphore with $procs contender processes on a limit of " . BENCH_SEM_LIMIT . ": each takes a permit (waiting for one), holds it for $holdUs us of usleep and releases it, again and again, for $window s; cycles completed in that window by all, per second; $rounds interleaved rounds, median");
    $perSecond = $server = $waits = $per = $most = $batches = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($contenders as $label => $make) {
            $before = bench_sem_counts($redis);
            $run = bench_semaphore_contended($make, $port, "bench:sem:busy:$r:" . crc32($label), $procs, $window, $holdUs);
            $server[$label][] = bench_sem_per(bench_sem_delta($before, bench_sem_counts($redis)), $run['all']);
            $perSecond[$label][] = $run['window'] / $window;
            $per[$label] ??= [];
            $waits[$label] ??= [];
            array_push($per[$label], ...$run['per']);
            $most[$label] = max($most[$label] ?? 0, $run['most']);
            array_push($waits[$label], ...$run['waits']);
            foreach ($run['problems'] as $problem) {
                echo "$label, round $r: $problem\n";
                $failed[] = "semaphore contended: $label: $problem";
            }
            if ($batch > 0) {
                $run = bench_semaphore_contended($make, $port, "bench:sem:batch:$r:" . crc32($label), $procs, 0, $holdUs, $batch);
                $batches[$label][] = [$run['seconds'], $run['first']];
                foreach ($run['problems'] as $problem) {
                    echo "$label, batch, round $r: $problem\n";
                    $failed[] = "semaphore batch: $label: $problem";
                }
            }
        }
    }
    $sent = [];
    foreach ($contenders as $label => $make) {
        $all = 0;
        $monitored = bench_sem_monitored($redis, $port, function () use ($make, $port, $label, $procs, $window, $holdUs, &$all, &$failed): void {
            $run = bench_semaphore_contended($make, $port, 'bench:sem:busy:traced:' . crc32($label), $procs, $window, $holdUs);
            $all = $run['all'];
            foreach ($run['problems'] as $problem) {
                echo "$label, traced round: $problem\n";
                $failed[] = "semaphore contended: $label: $problem";
            }
        });
        $sent[$label] = bench_sem_sent($monitored, $all);
    }
    $rate = array_map('median', $perSecond);
    $server = array_map('bench_sem_per_median', $server);
    $fastest = max(array_intersect_key($rate, array_flip($peers)));
    $fastestName = array_search($fastest, $rate, true);
    $extra = ['wait p50' => [], 'wait p99' => [], 'longest wait' => [], 'cycles per process, min to max' => [], 'most holders' => []];
    foreach ($rate as $label => $x) {
        $extra['wait p50'][$label] = $waits[$label] ? sprintf('%.1f ms', median($waits[$label]) / 1e6) : '-';
        $extra['wait p99'][$label] = $waits[$label] ? sprintf('%.1f ms', percentile($waits[$label], 0.99) / 1e6) : '-';
        $extra['longest wait'][$label] = $waits[$label] ? sprintf('%.0f ms', max($waits[$label]) / 1e6) : '-';
        $extra['cycles per process, min to max'][$label] = sprintf('%d to %d', min($per[$label]), max($per[$label]));
        $extra['most holders'][$label] = (string) $most[$label];
    }
    bench_sem_table($rate, $fastest, 'vs faster peer', $sent, $server, $extra);
    printf("(the ceiling: %d permits / %d us = %.0f cycles/s, were a freed permit taken again at no cost; wait: from the call to\n"
        . " the permit, every cycle begun in a round's window; cycles per process: in one round's window; round trips: one more round, traced)\n",
        BENCH_SEM_LIMIT, $holdUs, BENCH_SEM_LIMIT / ($holdUs / 1e6));
    $ours || print("redislock: RedisSemaphore is not in this build\n");
    printf("(cycles/s and the waits recorded, not targets: a process that releases and asks again at once takes its permit\n"
        . " back whoever waits, so the peers' polling costs them no throughput here, only fairness, and a process starved for\n"
        . " the whole window counts one wait among thousands; the targets are the fixed batch below and the wait's tail in 9b2)\n");
    if ($batches) {
        // a fixed amount of work instead of a fixed time, where a process
        // that cycles again at once cannot keep its permit from the others
        // for longer than its own cycles
        $seconds = array_map(fn ($rows) => median(array_column($rows, 0)), $batches);
        $batchRate = array_map(fn ($x) => $procs * $batch / $x, $seconds);
        $fastestBatch = max(array_intersect_key($batchRate, array_flip($peers)));
        $fastestBatchName = array_search($fastestBatch, $batchRate, true);
        printf("A fixed batch: each of the %d processes does %d cycles (the same 2 ms holds); from the start to the end of the last (the\n"
            . " least it can take: %.3f s), and of the first; the same rounds, medians\n",
            $procs, $batch, $procs * $batch * $holdUs / 1e6 / BENCH_SEM_LIMIT);
        echo "| contender | last done after | cycles/s | vs faster peer | first done after |\n|---|---:|---:|---:|---:|\n";
        foreach ($batchRate as $label => $x) {
            printf("| %s | %.3f s | %.0f | %.2fx | %.3f s |\n", $label, $seconds[$label], $x, $x / $fastestBatch,
                median(array_column($batches[$label], 1)));
        }
        bench_sem_target("$procs on a limit of " . BENCH_SEM_LIMIT . ", a batch of $batch each: at least 1.4x the faster peer ($fastestBatchName)",
            $ours ? $batchRate['redislock'] / $fastestBatch : null, 1.4, $failed);
    } else {
        printf("target %-60s %6s  %s\n", 'a fixed batch at least 1.4x the faster peer', 'n/a', 'not measured (--sem-batch=0)');
    }

    /* ---- 9b2. contended, with work between two permits ---- */
    section("9b2. The same $procs processes on a limit of " . BENCH_SEM_LIMIT . ", each doing $outsideUs us of other work (usleep) between a release and its next acquire, as a worker does the rest of its job: cycles completed in the window by all, per second; $rounds interleaved rounds, median");
    $perSecond = $waits = $per = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($contenders as $label => $make) {
            $run = bench_semaphore_contended($make, $port, "bench:sem:work:$r:" . crc32($label), $procs, $window, $holdUs, 0, $outsideUs);
            $perSecond[$label][] = $run['window'] / $window;
            $per[$label] ??= [];
            $waits[$label] ??= [];
            array_push($per[$label], ...$run['per']);
            array_push($waits[$label], ...$run['waits']);
            foreach ($run['problems'] as $problem) {
                echo "$label, with work, round $r: $problem\n";
                $failed[] = "semaphore with work: $label: $problem";
            }
        }
    }
    $rate = array_map('median', $perSecond);
    $fastest = max(array_intersect_key($rate, array_flip($peers)));
    $fastestName = array_search($fastest, $rate, true);
    echo "| contender | cycles/s | vs faster peer | wait p50 | wait p99 | cycles per process, min to max |\n|---|---:|---:|---:|---:|---:|\n";
    foreach ($rate as $label => $x) {
        printf("| %s | %.0f | %.2fx | %.1f ms | %.1f ms | %d to %d |\n", $label, $x, $x / $fastest, median($waits[$label]) / 1e6,
            percentile($waits[$label], 0.99) / 1e6, min($per[$label]), max($per[$label]));
    }
    printf("(the ceiling: %.0f cycles/s, the lower of %d permits / %d us held and %d processes / %d us a cycle)\n",
        min(BENCH_SEM_LIMIT / ($holdUs / 1e6), $procs / (($holdUs + $outsideUs) / 1e6)), BENCH_SEM_LIMIT, $holdUs, $procs, $holdUs + $outsideUs);
    echo "(cycles/s recorded, not a target: 4 permits held 2 ms each cap it)\n";
    // the tail of the wait against the peer with the higher rate: a
    // released permit waits for a waiter here, which a peer's finds only
    // at its next poll, and may lose to another poller again and again
    $tail = fn (string $label): ?float => $waits[$label] ? percentile($waits[$label], 0.99) : null;
    $p99 = $ours ? $tail('redislock') : null;
    $peerP99 = $tail($fastestName);
    bench_sem_target("$procs on a limit of " . BENCH_SEM_LIMIT . " with work between permits: wait p99 at least 10x lower than the faster peer's ($fastestName)",
        $p99 && $peerP99 !== null ? $peerP99 / $p99 : null, 10.0, $failed);

    /* ---- 9c. lockMany ---- */
    $many = method_exists('RedisLock', 'lockMany');
    section("9c. RedisLock::lockMany() of 3 names (one hash tag: one cluster slot) + their unlock against 3 lock() + 3 unlock(): $rounds interleaved rounds of $cycles cycles (slices of 250 taking turns), median");
    $lock = new RedisLock(['port' => $port]);
    $names = ['bench:cart:{c}:a', 'bench:cart:{c}:b', 'bench:cart:{c}:c'];
    $unlock = function () use ($lock, $names): bool {
        foreach ($names as $n) {
            if (!$lock->unlock($n)) {
                return false;
            }
        }
        return true;
    };
    $carts = [
        '3 x lock() + 3 x unlock()' => function () use ($lock, $names, $unlock): bool {
            foreach ($names as $n) {
                if (!$lock->lock($n)) {
                    return false;
                }
            }
            return $unlock();
        },
    ];
    if ($many) {
        $carts['lockMany() + 3 x unlock()'] = fn (): bool => $lock->lockMany($names) && $unlock();
        $carts['lockMany() + unlockAll()'] = fn (): bool => $lock->lockMany($names) && $lock->unlockAll();
    }
    [$times, $server] = bench_sem_timed($redis, $carts, $rounds, $cycles);
    $sent = [];
    foreach ($carts as $label => $cycle) {
        $sent[$label] = bench_sem_sent(bench_sem_monitored($redis, $port, function () use ($cycle, $traced): void {
            for ($i = 0; $i < $traced; $i++) {
                $cycle();
            }
        }), $traced);
    }
    $rate = array_map(fn ($t) => $cycles / median($t), $times);
    bench_sem_table($rate, $rate['3 x lock() + 3 x unlock()'], 'vs 3 lock()', $sent, $server);
    // lockMany() alone, call by call: its round trips (the reads between
    // two INFO, the second one's taken off), and the commands it sent
    // (between MONITOR markers)
    $alone = null;
    if ($many) {
        $alone = [];
        $reads = fn (): int => (int) $redis->info('stats')['total_reads_processed'];
        usleep(20000); // the last MONITOR connection's end read first
        for ($i = 0; $i < $traced; $i++) {
            $before = $reads();
            $lock->lockMany($names);
            $alone[] = $reads() - $before - 1;
            $lock->unlockAll();
        }
        $monitored = bench_sem_monitored($redis, $port, function () use ($redis, $lock, $names, $traced): void {
            for ($i = 0; $i < $traced; $i++) {
                $redis->echo('bench-sem-lockmany');
                $lock->lockMany($names);
                $redis->echo('bench-sem-unlock');
                $lock->unlockAll();
            }
        });
        $inside = false;
        $commands = [];
        foreach ($monitored as [$command, $arg]) {
            if ($command === 'ECHO') {
                $inside = $arg === 'bench-sem-lockmany';
            } elseif ($inside) {
                $commands[] = [$command, $arg];
            }
        }
        printf("one lockMany() of 3 names in one slot: %s round trip(s), median %s (%d calls, INFO total_reads_processed: any client's\n"
            . " read counts); commands sent per call: %s (MONITOR)\n",
            min($alone) === max($alone) ? min($alone) : min($alone) . ' to ' . max($alone), median($alone), count($alone),
            bench_sem_sent($commands, $traced)[1]);
    } else {
        echo "redislock: RedisLock::lockMany() is not in this build\n";
    }
    bench_sem_target('lockMany() of 3 names in one slot: one round trip (median)', $alone ? median($alone) : null, null, $failed, 1.0);
}

/* Prints rate rows: contender, cycles/s, against $base, round trips per
 * cycle, the commands sent ($sent: label => [names, text], from
 * bench_sem_sent()), the commands Redis ran and its time for those sent
 * ($server: label => bench_sem_per()); $extra: more columns, title =>
 * [label => text]. */
function bench_sem_table(array $rate, float $base, string $against, array $sent, array $server, array $extra = []): void
{
    echo "| contender | cycles/s | $against | round trips/cycle | commands sent per cycle | Redis commands/cycle | Redis µs/cycle |"
        . implode('', array_map(fn ($t) => " $t |", array_keys($extra))) . "\n";
    echo '|---|---:|---:|---:|---|---:|---:|' . str_repeat('---:|', count($extra)) . "\n";
    foreach ($rate as $label => $x) {
        [$names, $text] = $sent[$label] ?? [[], ''];
        $per = $server[$label] ?? null;
        printf("| %s | %.0f | %.2fx | %s | %s | %s | %s |%s\n", $label, $x, $x / $base,
            $per === null ? '' : sprintf('%.2f', $per['trips']), $text, $per === null ? '' : sprintf('%.2f', $per['calls']),
            $per === null ? '' : sprintf('%.1f', array_sum(array_intersect_key($per['usec'], array_flip($names)))),
            implode('', array_map(fn ($col) => ' ' . ($col[$label] ?? '') . ' |', $extra)));
    }
    echo "(round trips: requests Redis read, INFO total_reads_processed; commands sent: by clients, MONITOR, in one more\n"
        . " pass; Redis commands: those scripts ran included, INFO commandstats; Redis µs: its time for the commands sent\n"
        . " (a script's includes the commands it ran), INFO commandstats)\n";
}

/* Prints a target line; a $value of null is a miss ("n/a"). With $max, the
 * value must be at most $max, else at least $min. */
function bench_sem_target(string $what, ?float $value, ?float $min, array &$failed, ?float $max = null): void
{
    $ok = $value !== null && ($max !== null ? $value <= $max : $value >= $min);
    $shown = $value === null ? 'n/a' : ($max !== null ? sprintf('%.0f', $value) : sprintf('%.2fx', $value));
    printf("target %-60s %6s  %s\n", $what, $shown, $ok ? 'met' : 'MISSED');
    $ok || $failed[] = $what;
}
