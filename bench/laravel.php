<?php
/*
 * The Laravel part of bench/run.php (table 13): jobs per second through
 * the `redislock` queue connection of the bridge package
 * (RedisLock\Bridge\Laravel, bridge/src/) against Laravel's own `redis`
 * connection on phpredis, 1 producer and 4 forked workers on one queue,
 * end to end. Both are made as an application makes them: a QueueManager
 * whose configuration names the driver, its connector (Laravel's
 * RedisConnector, the bridge's RedisLockConnector) over one RedisManager
 * on phpredis; retry_after 60, block_for 1. The producer bulk()s 100
 * "BenchWorkerJob@<id>" jobs a call (Laravel: one pipelined transaction;
 * the bridge: one put()); a worker pop()s one job, fire()s it, and its
 * handler delete()s it. The worker's own checks between jobs (the restart
 * signal, maintenance mode) are left out for both.
 */
require_once __DIR__ . '/workers.php';
require_once '/usr/share/php/Illuminate/Config/autoload.php';

spl_autoload_register(static function (string $class): void {
    $prefix = 'RedisLock\\Bridge\\';
    if (str_starts_with($class, $prefix)) {
        $file = __DIR__ . '/../bridge/src/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
        is_file($file) && require $file;
    }
});

/* The queue connection $driver ("redis" or "redislock") of an application
 * whose database.redis "default" is 127.0.0.1:$port on phpredis, with
 * block_for $blockFor (null: pop() does not wait). The bridge's extension
 * connection is one of its own (persistent off), not one a fork would
 * share. */
function bench_laravel_connection(string $driver, int $port, ?int $blockFor, int $prefetch = 1): Illuminate\Queue\RedisQueue
{
    $container = new Illuminate\Container\Container();
    $redis = new Illuminate\Redis\RedisManager($container, 'phpredis',
        ['default' => ['host' => '127.0.0.1', 'port' => $port, 'database' => 0]]);
    $container->instance('redis', $redis);
    $container->instance('config', new Illuminate\Config\Repository(['queue' => ['connections' => [
        $driver => ['driver' => $driver, 'connection' => 'default', 'queue' => 'default', 'retry_after' => 60,
            'block_for' => $blockFor, 'redislock' => ['persistent' => false], 'prefetch' => $prefetch],
    ]]]));
    $manager = new Illuminate\Queue\QueueManager($container);
    $manager->addConnector('redis', fn () => new Illuminate\Queue\Connectors\RedisConnector($redis));
    $manager->addConnector('redislock', fn () => new RedisLock\Bridge\Laravel\RedisLockConnector($redis));
    return $manager->connection($driver);
}

/* A contender of bench_workers_round() (see bench_worker_contenders()) for
 * the queue connection $driver, its workers with `prefetch` $prefetch (the
 * bridge's option; Laravel's connection has none). */
function bench_laravel_contender(string $driver, int $prefetch = 1): array
{
    $connect = function (int $port, ?int $blockFor) use ($driver, $prefetch): Illuminate\Queue\RedisQueue {
        $q = bench_laravel_connection($driver, $port, $blockFor, $prefetch);
        $q->size(); // connected now, after the fork
        return $q;
    };
    return [
        'producer' => function (int $port, string $queue) use ($connect, $driver): Closure {
            $q = $connect($port, null);
            return function (array $ids) use ($q, $queue, $driver): int {
                $q->bulk(array_map(fn ($id) => "BenchWorkerJob@$id", $ids), '', $queue);
                // Laravel's bulk(): MULTI, an EVAL per job and EXEC in one
                // pipeline; the bridge's: one put() script
                return $driver === 'redis' ? count($ids) + 1 : 0;
            };
        },
        'worker' => function (int $port, string $queue, int $wait) use ($connect): Closure {
            $q = $connect($port, $wait);
            return function () use ($q, $queue): array|false {
                $job = $q->pop($queue);
                $at = hrtime(true);
                if ($job === null) {
                    return false;
                }
                BenchWorkerJob::$done = null;
                $job->fire();
                if (!$job->isDeleted() || BenchWorkerJob::$done === null) {
                    throw new RuntimeException('a job was not deleted');
                }
                return [[BenchWorkerJob::$done], $at];
            };
        },
        'left' => function (int $port, string $queue) use ($connect): Closure {
            $q = $connect($port, null);
            return fn (): int => $q->size($queue);
        },
        'clear' => function (int $port, string $queue) use ($connect): void {
            $connect($port, null)->clear($queue);
        },
        // Laravel: EVAL (push, migrate, pop), ZREM (delete), BLPOP
        // (block_for), MULTI and EXEC (bulk()); the bridge: scripts, and
        // BLPOP and PING to wait
        'sent' => $driver === 'redis' ? ['eval', 'evalsha', 'zrem', 'blpop', 'multi', 'exec'] : ['eval', 'evalsha', 'blpop', 'ping'],
    ];
}

/*
 * A pre-queued round of a contender: $tasks jobs bulk()ed, 100 a call,
 * before $workers forked workers (connected, waiting) are told to start;
 * each pop()s, fire()s and delete()s until pop() finds nothing (block_for
 * 1). Returns [seconds from the start to the last delete(), problems],
 * checking that every job ran exactly once and nothing is left.
 */
function bench_laravel_prequeued_round(array $contender, int $port, string $queue, int $tasks, int $workers): array
{
    $produce = $contender['producer']($port, $queue);
    for ($i = 0; $i < $tasks; $i += 100) {
        $produce(range($i, min($i + 100, $tasks) - 1));
    }
    $limit = 60 + $tasks / 250;
    $forked = bench_workers_fork($workers, function () use ($contender, $port, $queue, $tasks): Closure {
        $take = $contender['worker']($port, $queue, 1);
        return function (int $k, $socket) use ($take, $tasks): array {
            stream_set_timeout($socket, 30);
            fgets($socket); // "go"
            $ids = [];
            $last = 0;
            for ($i = 0; $i <= $tasks; $i++) {
                $got = $take();
                if ($got === false) {
                    break;
                }
                array_push($ids, ...$got[0]);
                $last = hrtime(true);
            }
            return ['ids' => $ids, 'last' => $last];
        };
    });
    $start = hrtime(true);
    foreach ($forked[1] as $socket) {
        @fwrite($socket, "go\n");
    }
    $results = bench_workers_join($forked, $limit);
    $problems = [];
    $last = 0;
    $ran = [];
    foreach ($results as $k => $result) {
        if (isset($result['error'])) {
            $problems[] = "worker $k: {$result['error']}";
            continue;
        }
        $last = max($last, $result['last']);
        array_push($ran, ...$result['ids']);
    }
    $ran = array_map('intval', $ran);
    sort($ran);
    $ran === range(0, $tasks - 1) || $problems[] = 'the jobs run are not each job exactly once (' . count($ran) . " of $tasks)";
    $left = $contender['left']($port, $queue)();
    $left && $problems[] = "$left jobs left in the queue";
    $contender['clear']($port, $queue);
    return [($last - $start) / 1e9, $problems];
}

/*
 * Table 10: $rounds interleaved rounds for each connection, each round a
 * pre-queued drain of $tasks jobs and then $tasks jobs queued while the
 * workers run; medians. The target (the redislock connection at least 2x
 * Laravel's jobs/s) is the workers' rate, pre-queued, with prefetch 10;
 * the live rates and prefetch 1 are recorded. Adds a missed target or a
 * problem to $failed.
 */
function bench_laravel(Redis $redis, int $port, int $tasks, int $rounds, array &$failed): void
{
    $workers = 4;
    $contenders = [
        'Laravel redis (phpredis)' => bench_laravel_contender('redis'),
        'bridge redislock' => bench_laravel_contender('redislock'),
        'bridge redislock, prefetch 10' => bench_laravel_contender('redislock', 10),
    ];
    section("13. Laravel queue connections, $workers forked workers (pop(), fire(), delete()) on one queue, $tasks jobs bulk()ed 100 a call: "
        . "pre-queued (timed from the start to the last delete()), and queued by 1 producer while the workers run (timed from the first "
        . "bulk()); $rounds interleaved rounds, median");
    $times = $produced = $trips = $pipelined = $drain = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($contenders as $label => $contender) {
            [$seconds, $problems] = bench_laravel_prequeued_round($contender, $port, "bench:laravel:pre:$r:" . crc32($label), $tasks, $workers);
            $drain[$label][] = $seconds;
            $queue = "bench:laravel:$r:" . crc32($label);
            [$seconds, $producing, $calls, $saved, $live] = bench_workers_round($contender, $redis, $port, $queue, $tasks, $workers, 100);
            $times[$label][] = $seconds;
            $produced[$label][] = $producing;
            foreach ($calls as $command => $n) {
                $trips[$label][$command] = ($trips[$label][$command] ?? 0) + $n;
            }
            $pipelined[$label] = ($pipelined[$label] ?? 0) + $saved;
            foreach (array_merge($problems, $live) as $problem) {
                echo "$label, round $r: $problem\n";
                $failed[] = "laravel: $label: $problem";
            }
        }
    }
    $pre = array_map(fn ($t) => $tasks / median($t), $drain);
    $rate = array_map(fn ($t) => $tasks / median($t), $times);
    $laravel = 'Laravel redis (phpredis)';
    printf("  %-30s %10s %11s %10s %11s %9s %16s  %s\n", 'connection', 'pre-queued', 'vs Laravel', 'live', 'vs Laravel', 'producer',
        'round trips/job', 'commands sent per job (live)');
    foreach ($rate as $label => $x) {
        $perJob = array_map(fn ($n) => $n / ($rounds * $tasks), $trips[$label] ?? []);
        $shown = array_filter($perJob, fn ($n) => $n >= 0.005);
        printf("  %-30s %10.0f %10.2fx %10.0f %10.2fx %8.0f%% %16.2f  %s\n", $label, $pre[$label], $pre[$label] / $pre[$laravel],
            $x, $x / $rate[$laravel], 100 * median($produced[$label]) / median($times[$label]),
            array_sum($perJob) - $pipelined[$label] / ($rounds * $tasks),
            implode(', ', array_map(fn ($c, $n) => sprintf('%s %.2f', $c, $n), array_keys($shown), $shown)));
    }
    echo "(jobs/s; producer: when its last bulk() returned, in % of the live round; round trips: commands the clients sent, INFO\n"
        . " commandstats without those run inside scripts, a pipeline counted once)\n";
    foreach (['bridge redislock', 'bridge redislock, prefetch 10'] as $label) {
        printf("recorded %-50s %8s  (not a target: the producer shares the cores with the workers)\n",
            "live: $label vs Laravel", sprintf('%.2fx', $rate[$label] / $rate[$laravel]));
    }
    printf("recorded %-50s %8s  (not a target)\n", 'pre-queued: bridge redislock (prefetch 1) vs Laravel',
        sprintf('%.2fx', $pre['bridge redislock'] / $pre[$laravel]));
    $ratio = $pre['bridge redislock, prefetch 10'] / $pre[$laravel];
    $ok = $ratio >= 2;
    printf("target %-52s %8s  %s\n", 'pre-queued: redislock, prefetch 10, at least 2x Laravel', sprintf('%.2fx', $ratio), $ok ? 'met' : 'MISSED');
    $ok || $failed[] = 'pre-queued: redislock connection (prefetch 10) at least 2x Laravel\'s jobs/s';
}
