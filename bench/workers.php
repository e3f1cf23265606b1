<?php
/*
 * The workers part of bench/run.php (table 8): one producer and forked
 * workers on one queue, end to end, for redislock's reserve() + dequeue()
 * and pop() and for Laravel's Redis queue, in two scenarios (one task per
 * call, and batched as each API allows); and the time from an enqueue to a
 * worker that waits for it.
 *
 * Laravel runs without an application, wired as its queue worker uses it:
 * Illuminate\Queue\RedisQueue over Illuminate\Redis\RedisManager on the
 * phpredis client; push() of a job, or bulk() of many (one pipeline: MULTI,
 * push's script per job, EXEC), pop() (which moves it to the
 * ":reserved" sorted set with retry_after, by its Lua script, after
 * migrating due delayed and expired jobs), and the job's fire(), whose
 * handler deletes the job (the acknowledgement). The worker's own checks
 * between jobs (the restart signal in the cache, maintenance mode) are left
 * out, so Laravel sends fewer commands here than under `queue:work`.
 */
require_once __DIR__ . '/stats.php';
require_once '/usr/share/php/Illuminate/Queue/autoload.php';
require_once '/usr/share/php/Illuminate/Redis/autoload.php';

/* Laravel's job handler. bulk() gives every job of a call the same data,
 * so the task's id is in the job's name: "BenchWorkerJob@17" is a string
 * job whose handler method is "17" (Queue::push() and bulk() take the same
 * "Class@method" strings). The worker's fire() resolves this class through
 * the container and calls that method, which lands here; it deletes the
 * job, as a string job's handler must, and leaves the id for the worker
 * loop. */
class BenchWorkerJob
{
    public static ?string $done = null;

    public function __call(string $method, array $args): void
    {
        [$job] = $args;
        if (!$job instanceof Illuminate\Contracts\Queue\Job) {
            throw new LogicException("BenchWorkerJob::$method called without a job");
        }
        $job->delete();
        self::$done = $method;
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
 * The contenders of a scenario: $put ids per enqueue call (1, or a batch
 * in each API's own way of sending many) and $take tasks at most per take
 * call (1, or a batch where the API has one). name => [
 *   'producer' => fn (int $port, string $queue): Closure(array $ids): int, enqueues the ids in
 *       one call and answers the commands it sent beyond its round trips (a pipeline of n
 *       commands: n - 1),
 *   'worker' => fn (int $port, string $queue, int $wait): Closure(): array|false, takes up to
 *       $take tasks, waiting up to $wait s when none is ready, acknowledges them and answers
 *       [their ids, hrtime when the call that took them returned] (false: none),
 *   'left' => fn (int $port, string $queue): Closure(): int, the tasks still queued (reserved
 *       and unacknowledged ones included), on a connection of its own,
 *   'clear' => fn (int $port, string $queue): void, deletes the queue's keys,
 *   'sent' => the commands its clients send that no script of its runs (see bench_round_trips()),
 * ]. Each closure is made in the process that uses it, after the fork.
 */
function bench_worker_contenders(int $put = 1, int $take = 1): array
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
    // one id per call as enqueue($q, $id), many as enqueue($q, $ids): one
    // script either way
    $redislockProducer = function (int $port, string $queue) use ($redislock, $put): Closure {
        $q = $redislock($port, $queue);
        return function (array $ids) use ($q, $queue, $put): int {
            if (count($ids) > $put || !$q->enqueue($queue, $put === 1 ? $ids[0] : $ids)) {
                throw new RuntimeException('enqueue(' . implode(',', array_slice($ids, 0, 3)) . '...) failed');
            }
            return 0;
        };
    };
    $redislockLeft = function (int $port, string $queue) use ($redislock): Closure {
        $q = $redislock($port, $queue);
        return fn (): int => $q->size($queue);
    };
    // the queue, and the keys beside it (waiters, wake list, attempts)
    $redislockClear = function (int $port, string $queue): void {
        foreach (rl_redis_at($port, 'KEYS', "*Queue:$queue*") as $key) {
            rl_redis_at($port, 'DEL', $key);
        }
    };
    // redislock sends only scripts, and BLPOP (with a PING behind it when
    // its wait runs out) to wait
    $redislockSent = ['evalsha', 'eval', 'blpop', 'ping'];
    // reserve() and pop() answer one task or false with $count 1, a list
    // with more
    $list = fn (array|false $got): array => $take === 1 ? ($got === false ? [] : [$got]) : $got;
    // a worker that reserve()s up to $take tasks and hands them to
    // $acknowledge(RedisQueue, queue, tasks), which throws if one was not
    // acknowledged
    $reserveWorker = fn (Closure $acknowledge): Closure => function (int $port, string $queue, int $wait)
            use ($redislock, $take, $list, $acknowledge): Closure {
        $q = $redislock($port, $queue);
        return function () use ($q, $queue, $wait, $take, $list, $acknowledge): array|false {
            $tasks = $list($q->reserve($queue, $take, 60, $wait));
            $at = hrtime(true);
            if (!$tasks) {
                return false;
            }
            $acknowledge($q, $queue, $tasks);
            return [array_column($tasks, 'id'), $at];
        };
    };
    return [
        'redislock reserve + dequeue' => [
            'producer' => $redislockProducer,
            'worker' => $reserveWorker(function (RedisQueue $q, string $queue, array $tasks): void {
                foreach ($tasks as $task) {
                    if ($task['attempts'] !== 1 || !$q->dequeue($queue, $task['id'], $task['score'])) {
                        throw new RuntimeException("task {$task['id']}: attempts {$task['attempts']}, or its dequeue() refused");
                    }
                }
            }),
            'left' => $redislockLeft,
            'clear' => $redislockClear,
            'sent' => $redislockSent,
        ],
        // reserve() of up to $take, then one ack() of them all
        'redislock reserve + ack' => [
            'producer' => $redislockProducer,
            'worker' => $reserveWorker(function (RedisQueue $q, string $queue, array $tasks): void {
                if ($q->ack($queue, $tasks) !== count($tasks)) {
                    throw new RuntimeException('ack() of ' . count($tasks) . ' tasks removed fewer');
                }
            }),
            'left' => $redislockLeft,
            'clear' => $redislockClear,
            'sent' => $redislockSent,
        ],
        'redislock pop' => [
            'producer' => $redislockProducer,
            'worker' => function (int $port, string $queue, int $wait) use ($redislock, $take, $list): Closure {
                $q = $redislock($port, $queue);
                return function () use ($q, $queue, $wait, $take, $list): array|false {
                    $tasks = $list($q->pop($queue, $take, 10, $wait));
                    return $tasks ? [array_column($tasks, 'id'), hrtime(true)] : false;
                };
            },
            'left' => $redislockLeft,
            'clear' => $redislockClear,
            'sent' => $redislockSent,
        ],
        'Laravel push + pop + delete' => [
            // push() of one job; bulk() of many: one pipeline holding a
            // transaction (MULTI, push's script per job, EXEC), n + 2
            // commands in one round trip
            'producer' => function (int $port, string $queue) use ($laravel, $put): Closure {
                $q = $laravel($port, $queue, null);
                return function (array $ids) use ($q, $queue, $put): int {
                    $jobs = array_map(fn ($id) => "BenchWorkerJob@$id", $ids);
                    if (count($jobs) > $put) {
                        throw new RuntimeException('a batch over ' . $put);
                    }
                    if ($put === 1) {
                        $q->push($jobs[0], '', $queue);
                        return 0;
                    }
                    $q->bulk($jobs, '', $queue);
                    return count($jobs) + 1;
                };
            },
            // one job per pop(): Laravel has no pop of many. block_for:
            // Laravel's worker otherwise sleeps (3 s by default) whenever it
            // finds the queue empty
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
                    return [[BenchWorkerJob::$done], $at];
                };
            },
            // ready, delayed and reserved jobs
            'left' => function (int $port, string $queue) use ($laravel): Closure {
                $q = $laravel($port, $queue, null);
                return fn (): int => $q->size($queue);
            },
            // the queue's four keys, its notify list included
            'clear' => fn (int $port, string $queue) => bench_laravel_queue($port, null)->clear($queue),
            // EVAL for push, migrate and pop; ZREM for delete; BLPOP for
            // block_for; MULTI and EXEC around a bulk() (its scripts here
            // call none of these)
            'sent' => ['eval', 'evalsha', 'zrem', 'blpop', 'multi', 'exec'],
        ],
    ];
}

/*
 * BullMQ (Node) as a contender of a round: bench/bullmq.mjs runs the
 * producer (addBulk() of $put jobs a call) and the worker processes
 * (Workers of $concurrency), and times the round itself. 'external' =>
 * fn (int $port, string $queue, int $tasks, int $workers, int $put): [seconds to the
 * last completion, seconds to the last addBulk(), commands pipelined beyond
 * the round trips, problems]. $prequeued: every job is added before the
 * workers start, and the time runs from the first job taken to the last
 * completion (the second figure is then 0); $bytes above 0: each job's
 * data carries a string of that many bytes beside its id. BULLMQ_DIR is
 * where scripts/bench installed bullmq and ioredis. Its clients send
 * EVALSHA (every queue operation is a script: an addBulk() pipelines one
 * per job), BZPOPMIN to wait for a job, and INFO, HELLO and CLIENT when
 * they connect.
 */
function bench_bullmq_contender(int $concurrency, bool $prequeued = false, int $bytes = 0): array
{
    return [
        'external' => function (int $port, string $queue, int $tasks, int $workers, int $put) use ($concurrency, $prequeued, $bytes): array {
            $command = sprintf('node %s %d %s %d %d %d %d %d %d 2>&1', escapeshellarg(__DIR__ . '/bullmq.mjs'), $port,
                escapeshellarg($queue), $tasks, $workers, $concurrency, $put, (int) $prequeued, $bytes);
            $out = shell_exec("timeout 300 $command");
            $result = json_decode(trim((string) $out), true);
            // an addBulk() of $put jobs is one pipeline: $put - 1 commands beyond its round trip
            $pipelined = $tasks - (int) ceil($tasks / $put);
            if (!is_array($result) || !isset($result['seconds'])) {
                return [INF, INF, $pipelined, ['bullmq.mjs: ' . trim((string) $out)]];
            }
            $left = count(rl_redis_at($port, 'KEYS', "bull:$queue:*"));
            return [$result['seconds'], $result['produced'], $pipelined, $left ? ["$left keys of the queue left"] : []];
        },
        'sent' => ['evalsha', 'eval', 'bzpopmin', 'info', 'hello', 'client', 'multi', 'exec'],
    ];
}

/*
 * redislock's work() as a contender of a round, on pre-queued tasks: the
 * $workers forked workers connect; this process queues the ids 0 to
 * $tasks - 1, $put per call (enqueue(), or put() with a payload of $bytes
 * bytes each when $bytes is above 0: one script a call either way), then
 * tells each worker to start; each runs work() with $batch, $visibility
 * 60 and $idleWait 0 (it returns as soon as nothing is due) and a handler
 * that only notes the task. 'external' as bench_bullmq_contender()'s:
 * [seconds from the first task a handler got to the last work() return
 * (its last acknowledgement travels in the round trip that found nothing
 * more), 0, commands pipelined beyond the round trips, problems found]:
 * every id handled exactly once, every payload of $bytes bytes, nothing
 * left. work() sends a batch's outcomes (a queue_settle script) and the
 * next reservation as one pipeline of two scripts, which commandstats
 * counts as two: the round trips while the workers run are Redis's reads
 * (INFO stats total_reads_processed; a pipeline written at once is one
 * read, as a small request is), and what the workers sent beyond them was
 * pipelined. (The producer's scripts are counted as sent: a put() of 100
 * KB can take several reads.)
 */
function bench_work_contender(int $batch, int $bytes = 0): array
{
    $pop = bench_worker_contenders()['redislock pop'];
    return [
        'external' => function (int $port, string $queue, int $tasks, int $workers, int $put) use ($batch, $bytes, $pop): array {
            $limit = 60 + $tasks / 250;
            $forked = bench_workers_fork($workers, function () use ($port, $queue, $batch, $bytes, $limit): Closure {
                $q = new RedisQueue(['port' => $port, 'persistent' => false]);
                $q->size($queue);
                return function (int $k, $socket) use ($q, $queue, $batch, $bytes, $limit): array {
                    stream_set_timeout($socket, (int) $limit);
                    if (fgets($socket) !== "go\n") {
                        throw new RuntimeException('not told to start');
                    }
                    $ids = [];
                    $first = null;
                    $wrong = 0;
                    $handled = $q->work($queue, function (array $task) use (&$ids, &$first, &$wrong, $bytes): void {
                        $first ??= hrtime(true);
                        $ids[] = $task['id'];
                        $bytes && strlen($task['payload'] ?? '') !== $bytes && $wrong++;
                    }, $batch, 60, maxTime: $limit, idleWait: 0);
                    return ['ids' => $ids, 'first' => $first, 'last' => hrtime(true), 'wrong' => $wrong, 'handled' => $handled];
                };
            });
            try {
                $q = new RedisQueue(['port' => $port, 'persistent' => false]);
                $payload = str_repeat('x', $bytes);
                for ($i = 0; $i < $tasks; $i += $put) {
                    $ids = range($i, min($i + $put, $tasks) - 1);
                    // put() answers how many ids were new, enqueue() whether it queued them
                    $queued = $bytes ? $q->put($queue, array_fill_keys($ids, $payload)) === count($ids) : $q->enqueue($queue, $ids);
                    if (!$queued) {
                        throw new RuntimeException("queueing ids $i to " . end($ids) . ' failed');
                    }
                }
                $counter = bench_phpredis($port);
                $reads = fn (): int => (int) $counter->info('stats')['total_reads_processed'];
                $sent = fn (): int => array_sum(bench_round_trips([], bench_calls_by_command($counter), ['evalsha', 'eval', 'blpop', 'ping']));
                [$reads0, $sent0] = [$reads(), $sent()];
                foreach ($forked[1] as $socket) {
                    @fwrite($socket, "go\n"); // a worker that failed has closed it
                }
            } catch (Throwable $e) {
                bench_workers_kill($forked[0]);
                throw $e;
            }
            $results = bench_workers_join($forked, $limit);
            // the counting's own INFO commands between the two reads: 3
            [$sent1, $reads1] = [$sent(), $reads()];
            $pipelined = max(0, ($sent1 - $sent0) - ($reads1 - $reads0 - 3));
            $problems = [];
            $firsts = $lasts = $handled = [];
            foreach ($results as $k => $result) {
                if (isset($result['error'])) {
                    $problems[] = "worker $k: {$result['error']}";
                    continue;
                }
                $result['first'] === null || $firsts[] = $result['first'];
                $lasts[] = $result['last'];
                array_push($handled, ...$result['ids']);
                $result['wrong'] && $problems[] = "worker $k: {$result['wrong']} payloads not of $bytes bytes";
                $result['handled'] === count($result['ids']) || $problems[] = "worker $k: work() answered {$result['handled']}, its handler saw " . count($result['ids']);
            }
            $counts = array_count_values($handled);
            $known = count(array_intersect_key($counts, array_flip(range(0, $tasks - 1))));
            $twice = count(array_filter($counts, fn ($n) => $n > 1));
            $twice && $problems[] = "$twice tasks handled more than once";
            $known === $tasks || $problems[] = ($tasks - $known) . ' tasks never handled';
            count($counts) === $known || $problems[] = (count($counts) - $known) . ' ids handled that were never queued';
            $left = $pop['left']($port, $queue)();
            $left && $problems[] = "$left tasks left in the queue";
            $pop['clear']($port, $queue);
            $seconds = $firsts ? (max($lasts) - min($firsts)) / 1e9 : INF;
            return [$seconds, 0, $pipelined, $problems];
        },
        'sent' => ['evalsha', 'eval', 'blpop', 'ping'],
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
 * A pipeline is several commands in one round trip: the caller takes off
 * what the producer says it pipelined (Laravel's bulk(): MULTI, n EVAL and
 * EXEC in one write, one reply read, seen with strace; Redis counts each
 * EVAL once, when EXEC runs it).
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

/* The seconds of CPU the Redis server used so far, its threads' user and
 * system time (INFO cpu). */
function bench_redis_cpu(Redis $redis): float
{
    $cpu = $redis->info('cpu');
    return (float) $cpu['used_cpu_user'] + (float) $cpu['used_cpu_sys'];
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
 * Forks $workers workers, each running $work(int $k, resource $socket): array
 * in a loop of its own, made by $make() after the fork, and waits until each
 * has said it is ready (it made its connection). Returns [pids, sockets,
 * result files]; a worker writes what $work answers, JSON, to its file, and
 * can read what this process writes to its socket. bench_workers_join()
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
                $result = $work($k, $pair[1]);
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
 * to $tasks - 1, $put per call, then writes "done" to each worker's socket.
 * A worker stops when a take finds nothing (within its wait of 1 s, or a
 * wake that found the task taken), the producer is done and size() is 0:
 * every task acknowledged, reserved ones included, so none can come back.
 * (Stop tasks queued behind the others cannot end a round of batches: a
 * worker that takes ten can take several workers' stop tasks.) Returns
 * [seconds from the first enqueue to the last acknowledgement, seconds
 * from the first enqueue to the return of the last, round trips by
 * command, commands the producer pipelined beyond its round trips,
 * problems found, seconds of CPU Redis used in the round (the
 * queueing's included)]: every id acknowledged exactly once, every worker
 * stopped so, and nothing left.
 */
function bench_workers_round(array $contender, Redis $redis, int $port, string $queue, int $tasks, int $workers, int $put): array
{
    if (isset($contender['external'])) {
        $before = bench_calls_by_command($redis);
        $cpu = bench_redis_cpu($redis);
        [$seconds, $produced, $pipelined, $problems] = $contender['external']($port, $queue, $tasks, $workers, $put);
        $cpu = bench_redis_cpu($redis) - $cpu;
        $after = bench_calls_by_command($redis);
        return [$seconds, $produced, bench_round_trips($before, $after, $contender['sent']), $pipelined, $problems, $cpu];
    }
    $limit = 60 + $tasks / 250; // seconds: 140 for 20,000 tasks
    $forked = bench_workers_fork($workers, function () use ($contender, $port, $queue, $tasks, $limit): Closure {
        $take = $contender['worker']($port, $queue, 1);
        $left = $contender['left']($port, $queue);
        return function (int $k, $socket) use ($take, $left, $tasks, $limit): array {
            stream_set_blocking($socket, false);
            $ids = [];
            $last = 0;
            $done = $stopped = false;
            $deadline = hrtime(true) + (int) ($limit * 1e9);
            // a pass per take that got tasks, per empty wait of 1 s, and per
            // wake that found the task taken (Laravel's: at most one per task)
            for ($i = 0; $i < 2 * $tasks + $limit + 10 && hrtime(true) < $deadline; $i++) {
                $got = $take();
                if ($got !== false) {
                    array_push($ids, ...$got[0]);
                    $last = hrtime(true);
                    continue;
                }
                $done = $done || fgets($socket) === "done\n";
                if ($done && $left() === 0) {
                    $stopped = true;
                    break;
                }
            }
            return ['ids' => $ids, 'last' => $last, 'stopped' => $stopped];
        };
    });
    try {
        $produce = $contender['producer']($port, $queue);
        $pipelined = 0;
        $before = bench_calls_by_command($redis);
        $cpu = bench_redis_cpu($redis);
        $start = hrtime(true);
        for ($i = 0; $i < $tasks; $i += $put) {
            $pipelined += $produce(range($i, min($i + $put, $tasks) - 1));
        }
        $produced = hrtime(true);
        foreach ($forked[1] as $socket) {
            @fwrite($socket, "done\n"); // a worker that failed has closed it
        }
    } catch (Throwable $e) {
        bench_workers_kill($forked[0]);
        throw $e;
    }
    $results = bench_workers_join($forked, $limit);
    $cpu = bench_redis_cpu($redis) - $cpu;
    $after = bench_calls_by_command($redis);

    $problems = [];
    $last = 0;
    $acked = [];
    foreach ($results as $k => $result) {
        if (isset($result['error'])) {
            $problems[] = "worker $k: {$result['error']}";
            continue;
        }
        $result['stopped'] || $problems[] = "worker $k did not stop (done and the queue empty) within its passes and time";
        $last = max($last, $result['last']);
        array_push($acked, ...$result['ids']);
    }
    $counts = array_count_values($acked);
    $twice = count(array_filter($counts, fn ($n) => $n > 1));
    $missing = $tasks - count(array_intersect_key($counts, array_flip(range(0, $tasks - 1))));
    $strange = count($counts) - count(array_intersect_key($counts, array_flip(range(0, $tasks - 1))));
    $twice && $problems[] = "$twice tasks acknowledged more than once";
    $missing && $problems[] = "$missing tasks never acknowledged";
    $strange && $problems[] = "$strange ids acknowledged that were never enqueued";
    $left = $contender['left']($port, $queue)();
    $left && $problems[] = "$left tasks left in the queue";
    $contender['clear']($port, $queue);
    return [($last - $start) / 1e9, ($produced - $start) / 1e9, bench_round_trips($before, $after, $contender['sent']), $pipelined, $problems,
        $cpu];
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
                [[$id], $at] = $task;
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
            $produce([hrtime(true)]);
        }
        $produce(['stop']);
    } catch (Throwable $e) {
        bench_workers_kill($forked[0]);
        throw $e;
    }
    [$result] = bench_workers_join($forked, $limit);
    $latencies = $result['latencies'] ?? [];
    isset($result['error']) && $problems[] = "worker: {$result['error']}";
    count($latencies) === $samples || $problems[] = count($latencies) . " of $samples wakes seen";
    $left = $contender['left']($port, $queue)();
    $left && $problems[] = "$left tasks left in the queue";
    $contender['clear']($port, $queue);
    return [$latencies, $problems];
}

