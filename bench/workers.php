<?php
/*
 * The workers part of bench/run.php (table 8): one producer and forked
 * workers on one queue, end to end, for redislock's reserve() + dequeue()
 * and pop() and for Laravel's Redis queue; and the time from an enqueue to
 * a worker that waits for it.
 *
 * Laravel runs without an application, wired as its queue worker uses it:
 * Illuminate\Queue\RedisQueue over Illuminate\Redis\RedisManager on the
 * phpredis client; push() of a job, pop() (which moves it to the
 * ":reserved" sorted set with retry_after, by its Lua script, after
 * migrating due delayed and expired jobs), and the job's fire(), whose
 * handler deletes the job (the acknowledgement). The worker's own checks
 * between jobs (the restart signal in the cache, maintenance mode) are left
 * out, so Laravel sends fewer commands here than under `queue:work`.
 */
require_once '/usr/share/php/Illuminate/Queue/autoload.php';
require_once '/usr/share/php/Illuminate/Redis/autoload.php';

/* Laravel's job handler (a string job, "BenchWorkerJob", as Queue::push()
 * takes it): the worker's fire() resolves this class through the container
 * and calls fire(); it deletes the job, as a string job's handler must, and
 * leaves the task's id for the worker loop. */
class BenchWorkerJob
{
    public static int|string|null $done = null;

    public function fire(Illuminate\Contracts\Queue\Job $job, array $data): void
    {
        $job->delete();
        self::$done = $data['n'];
    }
}

/* Laravel's Redis queue on 127.0.0.1:$port: a container (RedisJob resolves
 * handlers through it; nothing else of an application is needed), a
 * RedisManager on phpredis, retry_after 60 s, and $blockFor (seconds a pop()
 * blocks on the queue's notify list when nothing is ready; null: it does
 * not block). */
function bench_laravel_queue(int $port, ?int $blockFor): Illuminate\Queue\RedisQueue
{
    $container = new Illuminate\Container\Container();
    $redis = new Illuminate\Redis\RedisManager($container, 'phpredis',
        ['default' => ['host' => '127.0.0.1', 'port' => $port, 'database' => 0]]);
    $queue = new Illuminate\Queue\RedisQueue($redis, 'default', null, 60, $blockFor);
    $queue->setContainer($container);
    $queue->setConnectionName('redis');
    return $queue;
}

/*
 * The contenders: name => [
 *   'producer' => fn (int $port, string $queue): Closure(int|string $id): void, enqueues one task,
 *   'worker' => fn (int $port, string $queue, int $wait): Closure(): array|false, takes one
 *       task, waiting up to $wait s for one, acknowledges it and answers [its id, hrtime when the
 *       call that took it returned] (false: none within $wait),
 *   'left' => fn (int $port, string $queue): int, the tasks still queued,
 *   'clear' => fn (int $port, string $queue): void, deletes the queue's keys,
 *   'sent' => the commands its clients send that no script of its runs (see bench_round_trips()),
 * ]. Each closure is made in the process that uses it, after the fork.
 */
function bench_worker_contenders(): array
{
    // a connection of its own (not the pooled one a fork would share), made
    // at once by a first call
    $redislock = function (int $port, string $queue): RedisQueue {
        $q = new RedisQueue(['port' => $port, 'persistent' => false]);
        $q->size($queue);
        return $q;
    };
    $laravel = function (int $port, string $queue, ?int $blockFor): Illuminate\Queue\RedisQueue {
        $q = bench_laravel_queue($port, $blockFor);
        $q->size($queue);
        return $q;
    };
    $redislockProducer = function (int $port, string $queue) use ($redislock): Closure {
        $q = $redislock($port, $queue);
        return function (int|string $id) use ($q, $queue): void {
            if (!$q->enqueue($queue, $id)) {
                throw new RuntimeException("enqueue($id) failed");
            }
        };
    };
    $redislockLeft = fn (int $port, string $queue): int => $redislock($port, $queue)->size($queue);
    // the queue, and the keys beside it (waiters, wake list, attempts)
    $redislockClear = function (int $port, string $queue): void {
        foreach (rl_redis_at($port, 'KEYS', "*Queue:$queue*") as $key) {
            rl_redis_at($port, 'DEL', $key);
        }
    };
    // redislock sends only scripts, and BLPOP (with a PING behind it when
    // its wait runs out) to wait
    $redislockSent = ['evalsha', 'eval', 'blpop', 'ping'];
    return [
        'redislock reserve + dequeue' => [
            'producer' => $redislockProducer,
            'worker' => function (int $port, string $queue, int $wait) use ($redislock): Closure {
                $q = $redislock($port, $queue);
                return function () use ($q, $queue, $wait): array|false {
                    $task = $q->reserve($queue, 1, 60, $wait);
                    $at = hrtime(true);
                    if ($task === false) {
                        return false;
                    }
                    if ($task['attempts'] !== 1 || !$q->dequeue($queue, $task['id'], $task['score'])) {
                        throw new RuntimeException("task {$task['id']}: attempts {$task['attempts']}, or its dequeue() refused");
                    }
                    return [$task['id'], $at];
                };
            },
            'left' => $redislockLeft,
            'clear' => $redislockClear,
            'sent' => $redislockSent,
        ],
        'redislock pop' => [
            'producer' => $redislockProducer,
            'worker' => function (int $port, string $queue, int $wait) use ($redislock): Closure {
                $q = $redislock($port, $queue);
                return function () use ($q, $queue, $wait): array|false {
                    $task = $q->pop($queue, 1, 10, $wait);
                    return $task === false ? false : [$task['id'], hrtime(true)];
                };
            },
            'left' => $redislockLeft,
            'clear' => $redislockClear,
            'sent' => $redislockSent,
        ],
        'Laravel push + pop + delete' => [
            'producer' => function (int $port, string $queue) use ($laravel): Closure {
                $q = $laravel($port, $queue, null);
                return function (int|string $id) use ($q, $queue): void {
                    $q->push('BenchWorkerJob', ['n' => $id], $queue);
                };
            },
            // block_for: Laravel's worker otherwise sleeps (3 s by default)
            // whenever it finds the queue empty
            'worker' => function (int $port, string $queue, int $wait) use ($laravel): Closure {
                $q = $laravel($port, $queue, $wait);
                return function () use ($q, $queue): array|false {
                    $job = $q->pop($queue);
                    $at = hrtime(true);
                    if ($job === null) {
                        return false;
                    }
                    BenchWorkerJob::$done = null;
                    $job->fire();
                    if (!$job->isDeleted() || BenchWorkerJob::$done === null) {
                        throw new RuntimeException('a Laravel job was not deleted');
                    }
                    return [BenchWorkerJob::$done, $at];
                };
            },
            // ready, delayed and reserved jobs
            'left' => fn (int $port, string $queue): int => $laravel($port, $queue, null)->size($queue),
            // the queue's four keys, its notify list included
            'clear' => fn (int $port, string $queue) => bench_laravel_queue($port, null)->clear($queue),
            // EVAL for push, migrate and pop; ZREM for delete; BLPOP for
            // block_for (its scripts here call neither ZREM nor BLPOP)
            'sent' => ['eval', 'evalsha', 'zrem', 'blpop'],
        ],
    ];
}

/*
 * Round trips: the commands the clients sent, by name, from two INFO
 * commandstats. Redis 7 counts the commands a script runs inside it in
 * commandstats and in total_commands_processed alike (an EVAL that runs
 * three commands adds 4 to both, checked on 7.0), so neither total counts
 * what clients sent. What is counted are the calls of the commands in
 * $sent: those a contender's clients send and none of its scripts runs
 * (EVAL and EVALSHA cannot run inside a script). Connection set-up (CLIENT
 * SETNAME, SELECT) is left out: once per worker, not per task. These
 * counts agreed with MONITOR's (which tells a script's commands apart) to
 * within the few commands a round makes before and after its counting.
 */
function bench_round_trips(array $before, array $after, array $sent): array
{
    $calls = [];
    foreach ($sent as $command) {
        $n = ($after["cmdstat_$command"] ?? 0) - ($before["cmdstat_$command"] ?? 0);
        if ($n > 0) {
            $calls[strtoupper($command)] = $n;
        }
    }
    return $calls;
}

/* Every command's calls so far, cmdstat_NAME => calls (INFO commandstats). */
function bench_calls_by_command(Redis $redis): array
{
    $calls = [];
    foreach ($redis->info('commandstats') as $k => $v) {
        if (preg_match('/calls=(\d+)/', $v, $m)) {
            $calls[$k] = (int) $m[1];
        }
    }
    return $calls;
}

/*
 * Forks $workers workers, each running $work(int $k): array in a loop of its
 * own, made by $make() after the fork, and waits until each has said it is
 * ready (it made its connection). Returns [pids, sockets, result files]; a
 * worker writes what $work answers, JSON, to its file. bench_workers_join()
 * collects them.
 */
function bench_workers_fork(int $workers, Closure $make): array
{
    $pids = $sockets = $files = [];
    for ($k = 0; $k < $workers; $k++) {
        $files[$k] = tempnam(sys_get_temp_dir(), 'bench-worker');
        $pair = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
        $pid = pcntl_fork();
        if ($pid < 0) {
            throw new RuntimeException('fork failed');
        }
        if ($pid === 0) {
            // the parent's servers are not this process's to stop
            $GLOBALS['rl_servers'] = [];
            fclose($pair[0]);
            $status = 0;
            try {
                $work = $make();
                fwrite($pair[1], "ready\n");
                $result = $work($k);
            } catch (Throwable $e) {
                $result = ['error' => get_class($e) . ': ' . $e->getMessage()];
                $status = 1;
            }
            file_put_contents($files[$k], json_encode($result));
            exit($status);
        }
        fclose($pair[1]);
        $pids[$k] = $pid;
        $sockets[$k] = $pair[0];
    }
    foreach ($sockets as $k => $socket) {
        stream_set_timeout($socket, 30);
        if (fgets($socket) !== "ready\n") {
            bench_workers_kill($pids);
            throw new RuntimeException("worker $k did not start: " . (string) @file_get_contents($files[$k]));
        }
    }
    return [$pids, $sockets, $files];
}

/* Waits until $seconds from now for the workers to end, kills those left;
 * returns each one's result (['error' => ...] for one that failed). */
function bench_workers_join(array $forked, float $seconds): array
{
    [$pids, $sockets, $files] = $forked;
    $deadline = hrtime(true) + (int) ($seconds * 1e9);
    $left = $pids;
    while ($left && hrtime(true) < $deadline) {
        foreach ($left as $k => $pid) {
            if (pcntl_waitpid($pid, $status, WNOHANG) === $pid) {
                unset($left[$k]);
            }
        }
        $left && usleep(5000);
    }
    bench_workers_kill($left);
    $results = [];
    foreach ($pids as $k => $pid) {
        $text = (string) file_get_contents($files[$k]);
        unlink($files[$k]);
        fclose($sockets[$k]);
        $results[$k] = isset($left[$k]) ? ['error' => "still running after $seconds s: killed"]
            : (json_decode($text, true) ?? ['error' => 'no result']);
    }
    return $results;
}

function bench_workers_kill(array $pids): void
{
    foreach ($pids as $pid) {
        posix_kill($pid, SIGKILL);
        pcntl_waitpid($pid, $status);
    }
}

/*
 * One round of a contender: $workers forked workers wait on the new queue
 * $queue; this process, once every worker is connected, enqueues the ids 0
 * to $tasks - 1, one call each, then one "stop-K" per worker, which comes
 * after them. Returns [seconds from the first enqueue to the last
 * acknowledgement, round trips by command, problems found]: every id
 * acknowledged exactly once, by a worker that stopped, and nothing left.
 */
function bench_workers_round(array $contender, Redis $redis, int $port, string $queue, int $tasks, int $workers): array
{
    $limit = 60 + $tasks / 250; // seconds: 140 for 20,000 tasks
    $forked = bench_workers_fork($workers, function () use ($contender, $port, $queue, $tasks, $limit): Closure {
        $take = $contender['worker']($port, $queue, 1);
        return function (int $k) use ($take, $tasks, $limit): array {
            $ids = [];
            $last = 0;
            $stopped = false;
            $deadline = hrtime(true) + (int) ($limit * 1e9);
            // a pass per task, per empty wait of 1 s, and per wake that
            // found the task taken (Laravel's: at most one per task)
            for ($i = 0; $i < 2 * $tasks + $limit + 10 && hrtime(true) < $deadline; $i++) {
                $task = $take();
                if ($task === false) {
                    continue;
                }
                $id = $task[0];
                if (is_string($id) && str_starts_with($id, 'stop-')) {
                    $stopped = true;
                    break;
                }
                $last = hrtime(true);
                $ids[] = $id;
            }
            return ['ids' => $ids, 'last' => $last, 'stopped' => $stopped];
        };
    });
    try {
        $produce = $contender['producer']($port, $queue);
        $before = bench_calls_by_command($redis);
        $start = hrtime(true);
        for ($i = 0; $i < $tasks; $i++) {
            $produce($i);
        }
        for ($k = 0; $k < $workers; $k++) {
            $produce("stop-$k");
        }
    } catch (Throwable $e) {
        bench_workers_kill($forked[0]);
        throw $e;
    }
    $results = bench_workers_join($forked, $limit);
    $after = bench_calls_by_command($redis);

    $problems = [];
    $last = 0;
    $acked = [];
    foreach ($results as $k => $result) {
        if (isset($result['error'])) {
            $problems[] = "worker $k: {$result['error']}";
            continue;
        }
        $result['stopped'] || $problems[] = "worker $k did not get its stop task";
        $last = max($last, $result['last']);
        array_push($acked, ...$result['ids']);
    }
    $counts = array_count_values($acked);
    $twice = count(array_filter($counts, fn ($n) => $n > 1));
    $missing = $tasks - count(array_intersect_key($counts, array_flip(range(0, $tasks - 1))));
    $twice && $problems[] = "$twice tasks acknowledged more than once";
    $missing && $problems[] = "$missing tasks never acknowledged";
    $left = $contender['left']($port, $queue);
    $left && $problems[] = "$left tasks left in the queue";
    $contender['clear']($port, $queue);
    return [($last - $start) / 1e9, bench_round_trips($before, $after, $contender['sent']), $problems];
}

/*
 * Wake latency of a contender, $samples times: one forked worker waits in
 * its take call ($wait 5 s); this process waits until Redis counts it
 * blocked (INFO clients), reads hrtime and enqueues that time as the task's
 * id; the worker reads hrtime when its call returns. Returns [the
 * latencies in microseconds, problems found].
 */
function bench_wake_latency(array $contender, int $port, string $queue, int $samples): array
{
    $limit = 30 + $samples * 0.1;
    $forked = bench_workers_fork(1, function () use ($contender, $port, $queue, $samples, $limit): Closure {
        $take = $contender['worker']($port, $queue, 5);
        return function (int $k) use ($take, $samples, $limit): array {
            $latencies = [];
            $deadline = hrtime(true) + (int) ($limit * 1e9);
            for ($i = 0; $i < 2 * $samples + 10 && hrtime(true) < $deadline; $i++) {
                $task = $take();
                if ($task === false) {
                    continue;
                }
                [$id, $at] = $task;
                if ($id === 'stop') {
                    break;
                }
                $latencies[] = ($at - (int) $id) / 1e3;
            }
            return ['latencies' => $latencies];
        };
    });
    $blocked = fn (): int => (int) (preg_match('/^blocked_clients:(\d+)/m', rl_redis_at($port, 'INFO', 'clients'), $m) ? $m[1] : 0);
    $problems = [];
    try {
        $produce = $contender['producer']($port, $queue);
        for ($i = 0; $i < $samples; $i++) {
            $until = hrtime(true) + 5e9;
            while ($blocked() < 1 && hrtime(true) < $until) {
                usleep(200);
            }
            if ($blocked() < 1) {
                $problems[] = "sample $i: the worker was not blocked within 5 s";
                break;
            }
            $produce(hrtime(true));
        }
        $produce('stop');
    } catch (Throwable $e) {
        bench_workers_kill($forked[0]);
        throw $e;
    }
    [$result] = bench_workers_join($forked, $limit);
    $latencies = $result['latencies'] ?? [];
    isset($result['error']) && $problems[] = "worker: {$result['error']}";
    count($latencies) === $samples || $problems[] = count($latencies) . " of $samples wakes seen";
    $left = $contender['left']($port, $queue);
    $left && $problems[] = "$left tasks left in the queue";
    $contender['clear']($port, $queue);
    return [$latencies, $problems];
}

/* The value below which $p of $values lie (nearest rank). */
function percentile(array $values, float $p): float
{
    sort($values);
    return $values[max(0, (int) ceil($p * count($values)) - 1)];
}
