<?php
/*
 * The benchmark suite: what one lock or queue call costs, against
 * the physical floor and the userland libraries users would otherwise pick.
 * Run it with scripts/bench, which installs the peers, builds the extension
 * and bench/floor.c, and starts a throwaway Redis; or by hand:
 *
 *   php -d extension=modules/redislock.so bench/run.php --floor=PATH [options]
 *
 * Options: --rounds=7 --cycles=4000 (timing), --callgrind-cycles=300,
 * --requests=3000 (per-request cost), --memory-cycles=1000000 (RSS),
 * --worker-tasks=20000 and --wake-samples=301 (workers), --sem-cycles=3000,
 * --sem-procs=16, --sem-window=2 (seconds), --sem-hold-us=2000,
 * --sem-outside-us=2000 (work between a release and the next acquire) and
 * --sem-batch=50 (cycles per process; 0: none) (semaphore),
 * --messenger-messages=10000 (Symfony Messenger, per round),
 * --stock-units=1000, --stock-buyers=20000, --stock-procs=32, --stock-limit=2 (the flash
 * sale), --stock-long=100000 and --stock-long-rounds=3 (the long sale; 0: none),
 * --stock-expired=100000 (expired holds beside a sale; 0: none) and
 * --stock-tidy-wait=1 (0: not the sale once they are past their minute) (stock),
 * --laravel-jobs=20000 (Laravel queue connections),
 * --sflock-procs=16 and --sflock-batch=20 (Symfony Lock's hot lock: processes, acquisitions each),
 * --only=cycles,callgrind,requests,queue,memory,cluster,sentinel,workers,semaphore,stock,messenger,symfony-lock,laravel (some parts).
 * Redis: REDISLOCK_TEST_PORT on 127.0.0.1.
 *
 * Every figure is a ratio taken in this one invocation: the contenders run
 * in interleaved rounds and each one's median round counts, because
 * absolute times drift on a shared machine.
 */
require_once __DIR__ . '/stats.php';
require __DIR__ . '/contenders.php';
require __DIR__ . '/workers.php';
require __DIR__ . '/semaphore.php';
require __DIR__ . '/messenger.php';
require __DIR__ . '/stock.php';
require __DIR__ . '/symfony_lock.php';
require __DIR__ . '/laravel.php';
require __DIR__ . '/../tests/inc/servers.inc';

$options = getopt('', ['floor:', 'rounds:', 'cycles:', 'callgrind-cycles:', 'requests:', 'memory-cycles:', 'worker-tasks:', 'wake-samples:',
    'sem-cycles:', 'sem-procs:', 'sem-window:', 'sem-hold-us:', 'sem-outside-us:', 'sem-batch:', 'messenger-messages:',
    'stock-units:', 'stock-buyers:', 'stock-procs:', 'stock-limit:', 'stock-long:', 'stock-long-rounds:', 'stock-expired:', 'stock-tidy-wait:',
    'sflock-procs:', 'sflock-batch:', 'laravel-jobs:', 'only:']);
$port = (int) (getenv('REDISLOCK_TEST_PORT') ?: 6379);
$floor = $options['floor'] ?? null;
$rounds = (int) ($options['rounds'] ?? 7);
$cycles = (int) ($options['cycles'] ?? 4000);
$callgrindCycles = (int) ($options['callgrind-cycles'] ?? 300);
$requests = (int) ($options['requests'] ?? 3000);
$memoryCycles = (int) ($options['memory-cycles'] ?? 1000000);
$workerTasks = (int) ($options['worker-tasks'] ?? 20000);
$wakeSamples = (int) ($options['wake-samples'] ?? 301);
$semCycles = (int) ($options['sem-cycles'] ?? 3000);
$semProcs = (int) ($options['sem-procs'] ?? 16);
$semWindow = (float) ($options['sem-window'] ?? 2);
$semHoldUs = (int) ($options['sem-hold-us'] ?? 2000);
$semOutsideUs = (int) ($options['sem-outside-us'] ?? 2000);
$semBatch = (int) ($options['sem-batch'] ?? 50);
$messengerMessages = (int) ($options['messenger-messages'] ?? 10000);
$stockUnits = (int) ($options['stock-units'] ?? 1000);
$stockBuyers = (int) ($options['stock-buyers'] ?? 20000);
$stockProcs = (int) ($options['stock-procs'] ?? 32);
$stockLimit = (int) ($options['stock-limit'] ?? 2);
$stockLong = (int) ($options['stock-long'] ?? 100000);
$stockLongRounds = (int) ($options['stock-long-rounds'] ?? 3);
$stockExpired = (int) ($options['stock-expired'] ?? 100000);
$stockTidyWait = (bool) (int) ($options['stock-tidy-wait'] ?? 1);
$sflockProcs = (int) ($options['sflock-procs'] ?? 16);
$sflockBatch = (int) ($options['sflock-batch'] ?? 20);
$laravelJobs = (int) ($options['laravel-jobs'] ?? 20000);
$only = isset($options['only']) ? explode(',', $options['only']) : null;
$redis = bench_phpredis($port);
$failed = [];

function section(string $title): void
{
    echo "\n== $title\n";
}

function wanted(?array $only, string $part): bool
{
    return $only === null || in_array($part, $only, true);
}

/* The redislock.so for child processes (scripts/bench exports it). */
function module_path(): string
{
    $loaded = getenv('BENCH_MODULE');
    if (!$loaded) {
        fwrite(STDERR, "BENCH_MODULE is not set (scripts/bench sets it)\n");
        exit(2);
    }
    return $loaded;
}

/* The SHA-1 of the release script, read off the wire: MONITOR while
 * redislock does one cycle, so that the floor sends the same EVALSHA. */
function release_sha(int $port): string
{
    $monitor = stream_socket_client("tcp://127.0.0.1:$port");
    fwrite($monitor, "MONITOR\r\n");
    fgets($monitor); // +OK
    $lock = new RedisLock(['port' => $port, 'persistent' => false]);
    $lock->lock('bench:sha');
    $lock->unlock('bench:sha');
    stream_set_timeout($monitor, 2);
    while (($line = fgets($monitor)) !== false) {
        if (preg_match('/"EVALSHA" "([0-9a-f]{40})"/i', $line, $m)) {
            return $m[1];
        }
    }
    throw new RuntimeException('no EVALSHA seen on MONITOR');
}

/* ---- 1. uncontended lock + unlock ------------------------------------ */

if (wanted($only, 'cycles')) {
    section("1. Uncontended lock() + unlock(), one process, one name: $rounds interleaved rounds of $cycles cycles, median");
    $contenders = bench_lock_contenders();
    $cycleFns = [];
    foreach ($contenders as $name => $make) {
        $cycleFns[$name] = $make($port);
    }
    $sha = $floor ? release_sha($port) : null;
    $times = [];
    for ($r = 0; $r < $rounds; $r++) {
        if ($floor) {
            $out = [];
            exec(sprintf('%s 127.0.0.1 %d %d %s %s', escapeshellarg($floor), $port, $cycles, $sha, escapeshellarg("Lock:bench:floor")), $out, $status);
            if ($status !== 0) {
                throw new RuntimeException('floor failed');
            }
            $times['floor (C, hiredis)'][] = (float) $out[0];
        }
        foreach ($cycleFns as $name => $cycle) {
            $lockName = "bench:cycle:$name";
            $cycle($lockName); // warm
            $t = hrtime(true);
            for ($i = 0; $i < $cycles; $i++) {
                if (!$cycle($lockName)) {
                    throw new RuntimeException("$name: cycle failed");
                }
            }
            $times[$name][] = (hrtime(true) - $t) / 1e9;
        }
    }
    // what Redis itself spends on a cycle, from its own accounting (the
    // commands inside a script are counted too): one more untimed pass
    $server = [];
    foreach ($cycleFns as $name => $cycle) {
        [$calls, $usec] = bench_command_stats($redis);
        for ($i = 0; $i < $cycles; $i++) {
            $cycle("bench:cycle:$name");
        }
        [$calls2, $usec2] = bench_command_stats($redis);
        $server[$name] = [($calls2 - $calls) / $cycles, ($usec2 - $usec) / $cycles];
    }
    $rate = array_map(fn ($t) => $cycles / median($t), $times);
    $ours = $rate['redislock'];
    $peers = array_diff_key($rate, array_flip(['redislock', 'floor (C, hiredis)', 'original algorithm']));
    $fastestPeer = max($peers);
    printf("%-22s %10s %13s %15s %14s\n", 'contender', 'cycles/s', 'redislock is', 'Redis commands', 'Redis us/cycle');
    foreach ($rate as $name => $r) {
        [$calls, $usec] = $server[$name] ?? [null, null];
        printf("%-22s %10.0f %12.2fx %15s %14s\n", $name, $r, $ours / $r,
            $calls === null ? '' : sprintf('%.0f', $calls), $usec === null ? '' : sprintf('%.1f', $usec));
    }
    echo "(Redis commands: per cycle, those run inside scripts included; Redis us: the server's own time for them, INFO commandstats)\n";
    $targets = [
        ['at least 0.90x the floor', isset($rate['floor (C, hiredis)']) ? $ours / $rate['floor (C, hiredis)'] : null, 0.90],
        ['at least 1.0x the fastest peer (' . array_search($fastestPeer, $peers) . ')', $ours / $fastestPeer, 1.0],
        ['at least 1.8x the original algorithm', $ours / $rate['original algorithm'], 1.8],
    ];
    foreach ($targets as [$what, $ratio, $min]) {
        $ok = $ratio !== null && $ratio >= $min;
        printf("target %-52s %6s  %s\n", $what, $ratio === null ? 'n/a' : sprintf('%.2fx', $ratio), $ok ? 'met' : 'MISSED');
        $ok || $failed[] = $what;
    }
}

/* ---- 2. client instructions per cycle --------------------------------- */

if (wanted($only, 'callgrind')) {
    section("2. Client CPU per cycle: instructions (callgrind), (Ir at " . (2 * $callgrindCycles) . " cycles - Ir at $callgrindCycles) / $callgrindCycles");
    $instructions = fn (array $command): int => callgrind_instructions($command);
    $perCycle = [];
    foreach (array_keys(bench_lock_contenders()) as $name) {
        $run = fn (int $n) => $instructions([PHP_BINARY, '-d', 'extension=' . module_path(), __DIR__ . '/cycles.php', $name, (string) $n, (string) $port]);
        $perCycle[$name] = ($run(2 * $callgrindCycles) - $run($callgrindCycles)) / $callgrindCycles;
    }
    if ($floor) {
        $run = fn (int $n) => $instructions([$floor, '127.0.0.1', (string) $port, (string) $n, release_sha($port), 'Lock:bench:cg']);
        $perCycle['floor (C, hiredis)'] = ($run(2 * $callgrindCycles) - $run($callgrindCycles)) / $callgrindCycles;
    }
    printf("%-22s %16s %14s\n", 'contender', 'instr./cycle', 'vs redislock');
    foreach ($perCycle as $name => $n) {
        printf("%-22s %16.0f %13.2fx\n", $name, $n, $n / $perCycle['redislock']);
    }
    // the peers are the userland libraries; the original algorithm (4 plain
    // commands, no script, no token) and the floor are reference points
    $peers = array_diff_key($perCycle, array_flip(['redislock', 'floor (C, hiredis)', 'original algorithm']));
    $ok = $perCycle['redislock'] < min($peers);
    printf("target %-52s %s\n", 'fewer instructions than any userland peer', $ok ? 'met' : 'MISSED');
    $ok || $failed[] = 'instructions';
}

/* ---- 3. per request ---------------------------------------------------- */

if (wanted($only, 'requests')) {
    section("3. Per request: a new RedisLock per request, lock, unlock, dropped; $rounds interleaved rounds of $requests");
    $connections = fn (): int => (int) $redis->info('stats')['total_connections_received'];

    // (a) simulated requests in this process, against one long-lived object
    $longLived = new RedisLock(['port' => $port]);
    $fresh = $kept = [];
    $before = $connections();
    for ($r = 0; $r < $rounds; $r++) {
        $t = hrtime(true);
        for ($i = 0; $i < $requests; $i++) {
            $lock = new RedisLock(['port' => $port]);
            if (!$lock->lock('bench:request') || !$lock->unlock('bench:request')) {
                throw new RuntimeException('per request: lock cycle failed');
            }
            unset($lock);
        }
        $fresh[] = (hrtime(true) - $t) / $requests / 1e3;
        $t = hrtime(true);
        for ($i = 0; $i < $requests; $i++) {
            if (!$longLived->lock('bench:request') || !$longLived->unlock('bench:request')) {
                throw new RuntimeException('per request: lock cycle failed');
            }
        }
        $kept[] = (hrtime(true) - $t) / $requests / 1e3;
    }
    $opened = $connections() - $before;
    $ratio = median($fresh) / median($kept);
    printf("new object per request, lock + unlock:  %6.1f us\n", median($fresh));
    printf("one long-lived object, lock + unlock:   %6.1f us\n", median($kept));
    printf("connections opened for %d new objects: %d\n", $rounds * $requests, $opened);
    $ok = $ratio <= 1.10 && $opened === 0;
    printf("target %-52s %5.2fx  %s\n", 'within 10% of the long-lived object, no reconnect', $ratio, $ok ? 'met' : 'MISSED');
    $ok || $failed[] = 'per request';

    // (b) real requests: php-cgi -T runs request.php as a full request
    // each time (startup, script, shutdown, as under PHP-FPM). What a
    // request adds to its round trips is measured with a control: the
    // same two round trips as PING over a persistent stream.
    $cgi = trim((string) shell_exec('command -v php-cgi'));
    $timeRequests = function (string $what) use ($cgi, $requests, $port): float {
        $env = ['BENCH_PORT' => (string) $port, 'BENCH_DO' => $what];
        $cmd = [$cgi, '-n', '-q', '-d', 'extension=' . module_path(), '-T', (string) $requests, __DIR__ . '/request.php'];
        $errors = tempnam(sys_get_temp_dir(), 'cgi');
        $t = hrtime(true);
        // php-cgi -T reports its elapsed time on stderr: kept out of sight
        $proc = proc_open($cmd, [1 => ['file', '/dev/null', 'w'], 2 => ['file', $errors, 'w']], $pipes, null, $env);
        $status = proc_close($proc);
        $seconds = (hrtime(true) - $t) / 1e9;
        $text = file_get_contents($errors);
        unlink($errors);
        if ($status !== 0) {
            throw new RuntimeException("php-cgi failed: $text");
        }
        return $seconds;
    };
    $pings = function (int $n) use ($port): float {
        $stream = pfsockopen('127.0.0.1', $port);
        $t = hrtime(true);
        for ($i = 0; $i < $n; $i++) {
            fwrite($stream, "PING\r\n");
            fgets($stream);
            fwrite($stream, "PING\r\n");
            fgets($stream);
        }
        return (hrtime(true) - $t) / $n / 1e3;
    };
    $cgiTimes = ['lock' => [], 'ping' => [], 'empty' => []];
    $loopPings = [];
    $before = $connections();
    for ($r = 0; $r < 3; $r++) {
        foreach (array_keys($cgiTimes) as $what) {
            $cgiTimes[$what][] = $timeRequests($what);
        }
        $loopPings[] = $pings($requests);
    }
    $cgiOpened = $connections() - $before;
    $inRequest = fn (string $what): float => (median($cgiTimes[$what]) - median($cgiTimes['empty'])) / $requests * 1e6;
    printf("php-cgi -T %d: a request's lock + unlock in a new object: %6.1f us (its time minus an empty request's)\n", $requests, $inRequest('lock'));
    printf("php-cgi -T %d: a request's two PINGs (control):          %6.1f us; in a loop: %.1f us (%.2fx)\n",
        $requests, $inRequest('ping'), median($loopPings), $inRequest('ping') / median($loopPings));
    printf("connections the server accepted for 3 x 2 php-cgi runs, and the pings: %d (persistent: one per process)\n", $cgiOpened);
    echo "(round trips that start a request cost more than back-to-back ones on this machine, for any client: see the control)\n";
}

/* ---- 4. queue ---------------------------------------------------------- */

if (wanted($only, 'queue')) {
    section('4. Queue: commands sent (INFO commandstats) and ids per second, against the original algorithm over phpredis');
    // redislock sends only scripts; the original sends only plain commands
    $scriptCommands = fn (): int => bench_command_calls($redis, ['cmdstat_evalsha', 'cmdstat_eval']);
    $commands = fn (): int => bench_command_calls($redis);
    $queue = new RedisQueue(['port' => $port]);
    $original = bench_original_queue($redis);
    printf("%-16s %12s %12s %12s %12s %10s\n", 'call', 'redislock', 'original', 'ids/s ours', 'ids/s orig', 'speed-up');
    foreach ([['enqueue', 1], ['enqueue', 100], ['enqueue', 1000], ['enqueue', 10000], ['pop', 1], ['pop', 10], ['pop', 100]] as [$call, $n]) {
        $name = "bench:q:$call:$n";
        $ids = array_map(fn ($i) => "task-$i", range(1, $n));
        $redis->del("Queue:$name");
        $repeat = max(1, intdiv(20000, $n));
        $measure = function (callable $once, callable $counter) use ($repeat, $redis, $name, $ids, $call) {
            $total = 0;
            $time = 0;
            for ($i = 0; $i < $repeat; $i++) {
                if ($call === 'pop') {
                    $redis->del("Queue:$name");
                    foreach (array_chunk($ids, 1000) as $chunk) {
                        $redis->zAdd("Queue:$name", ...array_merge(...array_map(fn ($id) => [1, $id], $chunk)));
                    }
                } else {
                    $redis->del("Queue:$name");
                }
                $before = $counter();
                $t = hrtime(true);
                $once();
                $time += hrtime(true) - $t;
                $total += $counter() - $before;
            }
            return [$total / $repeat, $time / 1e9];
        };
        $oursOnce = $call === 'enqueue' ? fn () => $queue->enqueue($name, $ids) : fn () => $queue->pop($name, $n);
        $origOnce = $call === 'enqueue' ? fn () => $original['enqueue']($name, $ids) : fn () => $original['pop']($name, $n);
        [$ourCmds, $ourTime] = $measure($oursOnce, $scriptCommands);
        [$origCmds, $origTime] = $measure($origOnce, $commands);
        printf("%-16s %12s %12s %12.0f %12.0f %9.1fx\n", "$call($n)", round($ourCmds) . ' cmd', round($origCmds) . ' cmd',
            $n * $repeat / $ourTime, $n * $repeat / $origTime, $origTime / $ourTime);
        $redis->del("Queue:$name");
    }
    echo "(redislock sends one script per call; an enqueue above 1,000 ids sends one per 1,000 ids, pipelined in one round trip)\n";
}

/* ---- 5. memory ---------------------------------------------------------- */

if (wanted($only, 'memory')) {
    section("5. Memory: resident set of this process before and after $memoryCycles cycles");
    $rss = function (): int {
        preg_match('/VmRSS:\s+(\d+) kB/', file_get_contents('/proc/self/status'), $m);
        return (int) $m[1];
    };
    $lock = new RedisLock(['port' => $port]);
    $queue = new RedisQueue(['port' => $port]);
    $jobs = [
        'lock() + unlock()' => fn (int $i) => $lock->lock('bench:mem') && $lock->unlock('bench:mem'),
        'enqueue() + pop()' => fn (int $i) => $queue->enqueue('bench:mem', "t$i") && $queue->pop('bench:mem') !== false,
    ];
    foreach ($jobs as $what => $job) {
        for ($i = 0; $i < 1000; $i++) { // warm up allocator pools
            $job($i);
        }
        gc_collect_cycles();
        $before = $rss();
        for ($i = 0; $i < $memoryCycles; $i++) {
            if (!$job($i)) {
                throw new RuntimeException("$what failed");
            }
        }
        gc_collect_cycles();
        $after = $rss();
        $ok = $after - $before <= 1024;
        printf("%-20s RSS %7d kB -> %7d kB (%+d kB)  %s\n", $what, $before, $after, $after - $before, $ok ? 'flat' : 'GREW');
        $ok || $failed[] = "memory: $what";
    }
}

/* ---- 6. Redis Cluster ---------------------------------------------------- */

if (wanted($only, 'cluster')) {
    section("6. Redis Cluster on this machine: lock() + unlock() on 3 masters (no replicas: the servers' work per command is then the single server's) against the single server, $rounds interleaved rounds of $cycles cycles, median; then, on 3 masters with a replica each, the time calls take to recover after a failover");
    $cluster = rl_cluster_start(3, 0);
    $seeds = explode(',', $cluster['seeds']);
    $first = array_key_first(rl_cluster_masters($cluster));
    $single = new RedisLock(['port' => $port, 'prefix' => 'bench:single:']);
    $clustered = new RedisLock(['cluster' => $seeds, 'prefix' => 'bench:cluster:']);
    // 16 names over every master; 16 names of the first master
    $spread = array_map(fn ($i) => "name-$i", range(0, 15));
    $one = [];
    for ($i = 0; count($one) < 16; $i++) {
        if (rl_cluster_master_of($cluster, "bench:cluster:Lock:one-$i") === $first) {
            $one[] = "one-$i";
        }
    }
    $contenders = [
        'single server' => [$single, $spread, [$port]],
        'cluster, 1 master' => [$clustered, $one, array_keys(rl_cluster_masters($cluster))],
        'cluster, 3 masters' => [$clustered, $spread, array_keys(rl_cluster_masters($cluster))],
    ];
    $commands = static function (array $ports): int {
        $n = 0;
        foreach ($ports as $p) {
            preg_match_all('/^cmdstat_(?!info|cluster)\w+:calls=(\d+)/m', rl_redis_at($p, 'INFO', 'commandstats'), $m);
            $n += array_sum(array_map('intval', $m[1]));
        }
        return $n;
    };
    $times = $perCycle = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($contenders as $label => [$lock, $names, $ports]) {
            $lock->lock($names[0]) && $lock->unlock($names[0]); // the map is known from here on
            $before = $commands($ports);
            $t = hrtime(true);
            for ($i = 0; $i < $cycles; $i++) {
                $name = $names[$i & 15];
                if (!$lock->lock($name) || !$lock->unlock($name)) {
                    throw new RuntimeException("$label: cycle failed");
                }
            }
            $times[$label][] = (hrtime(true) - $t) / 1e9;
            $perCycle[$label] = ($commands($ports) - $before) / $cycles;
        }
    }
    $rate = array_map(fn ($t) => $cycles / median($t), $times);
    printf("%-22s %10s %12s %15s\n", 'where', 'cycles/s', 'vs single', 'Redis commands');
    foreach ($rate as $label => $r) {
        printf("%-22s %10.0f %11.2fx %15.2f\n", $label, $r, $r / $rate['single server'], $perCycle[$label]);
    }
    echo "(Redis commands: per cycle, summed over the servers, INFO commandstats; the same count means no extra round trip.\n"
        . " Over 3 masters the client wakes three server processes in turn, which share this machine's cores with it.)\n";
    $ratio = $rate['cluster, 1 master'] / $rate['single server'];
    printf("target %-52s %6.2fx  %s\n", 'cluster (1 master) at least 0.90x the single server', $ratio, $ratio >= 0.9 ? 'met' : 'MISSED');
    $ratio >= 0.9 || $failed[] = 'cluster against the single server';
    $same = abs($perCycle['cluster, 3 masters'] - $perCycle['single server']) < 0.01;
    printf("target %-52s %7s  %s\n", 'no extra command per cycle on the cluster', sprintf('%.2f', $perCycle['cluster, 3 masters']), $same ? 'met' : 'MISSED');
    $same || $failed[] = 'commands per cycle on the cluster';
    foreach ($cluster['pids'] as $pid) {
        rl_server_stop($pid);
    }
    $cluster = rl_cluster_start();

    // recovery: one process locks and unlocks a name of one master in a
    // loop; the time from the failover's start to its first success after it
    foreach (['CLUSTER FAILOVER (manual)', 'SIGKILL of the master'] as $how) {
        $master = array_key_first(rl_cluster_masters($cluster));
        // after the first failover every node must first learn who replicates whom
        rl_cluster_wait(static function () use ($cluster, $master) {
            try {
                rl_cluster_replica_of($cluster, $master);
                return '';
            } catch (RuntimeException $e) {
                return $e->getMessage();
            }
        }, 20);
        $replica = rl_cluster_replica_of($cluster, $master);
        $name = null;
        for ($i = 0; $name === null; $i++) {
            if (rl_cluster_master_of($cluster, "bench:cluster:Lock:r$i") === $master) {
                $name = "r$i";
            }
        }
        $worker = new RedisLock(['cluster' => explode(',', $cluster['seeds']), 'prefix' => 'bench:cluster:', 'read_timeout' => 0.5, 'connect_timeout' => 0.2]);
        $worker->lock($name) && $worker->unlock($name);
        $t0 = microtime(true);
        if ($how === 'SIGKILL of the master') {
            rl_server_stop($cluster['pids'][$master]);
        } else {
            rl_redis_at($replica, 'CLUSTER', 'FAILOVER');
        }
        $failures = 0;
        $recovered = null;
        while ($recovered === null && microtime(true) - $t0 < 30) {
            try {
                if ($worker->lock($name) && $worker->unlock($name)) {
                    // the first success after the old master stopped serving
                    if ($how !== 'CLUSTER FAILOVER (manual)' || rl_cluster_master_of($cluster, "bench:cluster:Lock:$name") === $replica) {
                        $recovered = microtime(true) - $t0;
                    }
                }
            } catch (RedisLockException $e) {
                $failures++;
                usleep(10000);
            }
        }
        printf("%-28s calls recover after %s, %d calls failed meanwhile\n", $how,
            $recovered === null ? 'more than 30 s' : sprintf('%.2f s', $recovered), $failures);
        $recovered === null && $failed[] = "recovery after $how";
        rl_cluster_wait_master($cluster, $replica);
        rl_cluster_wait_ok($cluster);
    }
    foreach ($cluster['pids'] as $pid) {
        rl_server_stop($pid);
    }
}

if (wanted($only, 'sentinel')) {
    section("7. Sentinel on this machine: lock() + unlock() through the sentinels' master (by default a lock waits for a replica: WAIT in the same round trip; and with sync_replicas=0) against the same master as a single server, $rounds interleaved rounds of $cycles cycles, median; then the time calls take to reach the new master after a failover");
    $sentinel = rl_sentinel_start();
    $through = ['sentinel' => explode(',', $sentinel['sentinel_list']), 'service' => $sentinel['service'], 'prefix' => 'bench:sentinel:'];
    $contenders = [
        'the master as one server' => new RedisLock(['port' => $sentinel['master'], 'prefix' => 'bench:sentinel:']),
        'sentinels (default: WAIT)' => new RedisLock($through),
        'sentinels, sync_replicas=0' => new RedisLock($through + ['sync_replicas' => 0]),
    ];
    $times = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($contenders as $label => $lock) {
            $lock->lock('warm') && $lock->unlock('warm');
            $t = hrtime(true);
            for ($i = 0; $i < $cycles; $i++) {
                if (!$lock->lock('n' . ($i & 15)) || !$lock->unlock('n' . ($i & 15))) {
                    throw new RuntimeException("$label: cycle failed");
                }
            }
            $times[$label][] = (hrtime(true) - $t) / 1e9;
        }
    }
    $rate = array_map(fn ($t) => $cycles / median($t), $times);
    foreach ($rate as $label => $r) {
        printf("%-28s %10.0f cycles/s %7.2fx\n", $label, $r, $r / $rate['the master as one server']);
    }
    printf("the default's WAIT costs %.0f us per cycle (%.2fx the master direct)\n",
        (1 / $rate['sentinels (default: WAIT)'] - 1 / $rate['the master as one server']) * 1e6,
        $rate['sentinels (default: WAIT)'] / $rate['the master as one server']);
    $ratio = $rate['sentinels, sync_replicas=0'] / $rate['the master as one server'];
    printf("target %-52s %6.2fx  %s\n", 'sentinels (sync_replicas=0) at least 0.90x the master direct', $ratio, $ratio >= 0.9 ? 'met' : 'MISSED');
    $ratio >= 0.9 || $failed[] = 'sentinel against the master direct';

    // recovery: one process takes and releases locks in a loop (a new name
    // each time, so that a lock whose release failed does not stand in the
    // way); the time from the failover's start until a lock is taken on the
    // new master, and the locks still handed out by the old master once the
    // sentinels named the new one (taken there, lost with it)
    // [how, the worker's options, min-replicas-to-write on the servers]
    $cases = [['SENTINEL FAILOVER', [], 0], ['SENTINEL FAILOVER', ['sync_replicas' => 0], 0],
        ['SENTINEL FAILOVER', [], 1], ['SIGKILL of the master', [], 0]];
    foreach ($cases as $case => [$how, $extra, $minReplicas]) {
        $label = $how . ($extra ? ', sync_replicas 0' : '') . ($minReplicas ? ", min-replicas-to-write $minReplicas" : '');
        $old = rl_sentinel_master($sentinel);
        rl_sentinel_wait_replicas($sentinel, $old, 2);
        foreach (array_keys($sentinel['pids']) as $server) {
            rl_redis_at($server, 'CONFIG', 'SET', 'min-replicas-to-write', (string) $minReplicas);
        }
        $worker = new RedisLock($extra + ['sentinel' => explode(',', $sentinel['sentinel_list']), 'service' => $sentinel['service'],
            'prefix' => "bench:sentinel:$case:", 'read_timeout' => 0.5, 'connect_timeout' => 0.2]);
        $worker->lock('warm') && $worker->unlock('warm');
        $t0 = microtime(true);
        if ($how === 'SIGKILL of the master') {
            rl_server_stop($sentinel['pids'][$old]);
        } else {
            rl_redis_at(array_key_first($sentinel['sentinels']), 'SENTINEL', 'FAILOVER', $sentinel['service']);
        }
        $failures = $onOld = 0;
        $recovered = $named = $lastOnOld = null;
        for ($i = 0; $recovered === null && microtime(true) - $t0 < 30; $i++) {
            $now = rl_sentinel_master($sentinel);
            if ($named === null && !in_array($now, [null, $old], true)) {
                $named = microtime(true) - $t0;
            }
            try {
                if ($worker->lock("r$i", 0, 5)) {
                    $onNew = $named !== null && rl_redis_at($now, 'EXISTS', "bench:sentinel:$case:Lock:r$i") === 1;
                    if ($named !== null && !$onNew) {
                        $onOld++;
                        $lastOnOld = microtime(true) - $t0 - $named;
                    }
                    $worker->unlock("r$i");
                    $onNew && $recovered = microtime(true) - $t0;
                }
            } catch (RedisLockException $e) {
                $failures++;
                usleep(10000);
            }
        }
        printf("%-40s locks taken on the new master after %s (the sentinels named it after %s); meanwhile %d calls failed, %d locks were taken on the old master after that, the last %s after the naming\n",
            $label, $recovered === null ? 'more than 30 s' : sprintf('%.2f s', $recovered),
            $named === null ? '-' : sprintf('%.2f s', $named), $failures, $onOld,
            $lastOnOld === null ? '-' : sprintf('%.2f s', $lastOnOld));
        $recovered === null && $failed[] = "recovery after $how";
        // the split-brain window: the process follows the sentinels' news
        printf("target %-52s %6s  %s\n", 'no lock on the old master 1.5 s after the naming',
            $lastOnOld === null ? '-' : sprintf('%.2f s', $lastOnOld), $lastOnOld === null || $lastOnOld <= 1.5 ? 'met' : 'MISSED');
        $lastOnOld !== null && $lastOnOld > 1.5 && $failed[] = "old master used after $how";
        $new = rl_sentinel_wait_failover($sentinel, $old);
        if ($how === 'SENTINEL FAILOVER') {
            rl_sentinel_wait_replicas($sentinel, $new, 2); // the old master demoted and in sync again
        }
    }
    rl_sentinel_stop($sentinel);
}

/* ---- 8. workers --------------------------------------------------------- */

if (wanted($only, 'workers')) {
    $workers = 4;
    $perRound = (int) ceil($wakeSamples / $rounds);
    // put: ids per enqueue call; take: tasks per reserve() or pop() (Laravel
    // has no pop of many: one job per pop() in both)
    $scenarios = [
        'one task per call' => ['put' => 1, 'take' => 1],
        'batched, as each API allows' => ['put' => 100, 'take' => 10],
    ];
    section("8. Workers: 1 producer (this process) and $workers forked workers on one queue, $workerTasks tasks, taken and acknowledged, timed from the first enqueue to the last acknowledgement, in two scenarios: $rounds interleaved rounds, median; then the wake of one waiting worker by an enqueue, $perRound samples a round");
    $contenders = [];
    foreach ($scenarios as $scenario => $s) {
        $contenders[$scenario] = bench_worker_contenders($s['put'], $s['take']);
    }
    $times = $producing = $trips = $pipelined = $wakes = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($scenarios as $scenario => $s) {
            foreach ($contenders[$scenario] as $label => $contender) {
                $queue = "bench:workers:$r:" . crc32("$scenario/$label");
                [$seconds, $produced, $calls, $saved, $problems] = bench_workers_round($contender, $redis, $port, $queue, $workerTasks, $workers, $s['put']);
                $times[$scenario][$label][] = $seconds;
                $producing[$scenario][$label][] = $produced;
                foreach ($calls as $command => $n) {
                    $trips[$scenario][$label][$command] = ($trips[$scenario][$label][$command] ?? 0) + $n;
                }
                $pipelined[$scenario][$label] = ($pipelined[$scenario][$label] ?? 0) + $saved;
                foreach ($problems as $problem) {
                    echo "$scenario: $label, round $r: $problem\n";
                    $failed[] = "workers: $scenario: $label: $problem";
                }
            }
        }
        // the wake: one task per call
        foreach ($contenders['one task per call'] as $label => $contender) {
            [$latencies, $problems] = bench_wake_latency($contender, $port, "bench:wake:$r:" . crc32($label), $perRound);
            $wakes[$label] ??= [];
            array_push($wakes[$label], ...$latencies);
            foreach ($problems as $problem) {
                echo "$label, wake, round $r: $problem\n";
                $failed[] = "wake: $label: $problem";
            }
        }
    }
    $ratios = [];
    foreach ($scenarios as $scenario => $s) {
        printf("%s: enqueue() of %d id%s per call (Laravel: %s), reserve() and pop() of up to %d\n", $scenario, $s['put'],
            $s['put'] > 1 ? 's' : '', $s['put'] > 1 ? "bulk() of {$s['put']} jobs" : 'push()', $s['take']);
        $rate = array_map(fn ($t) => $workerTasks / median($t), $times[$scenario]);
        $laravel = $rate['Laravel push + pop + delete'];
        printf("  %-28s %9s %11s %17s %9s  %s\n", 'contender', 'tasks/s', 'vs Laravel', 'round trips/task', 'producer', 'commands sent per task');
        foreach ($rate as $label => $x) {
            $perTask = array_map(fn ($n) => $n / ($rounds * $workerTasks), $trips[$scenario][$label] ?? []);
            // listed when sent for 1 task in 200 or more (redislock's EVAL is
            // sent once per script on a new server), summed all the same
            $shown = array_filter($perTask, fn ($n) => $n >= 0.005);
            $ratios[$scenario][$label] = $x / $laravel;
            printf("  %-28s %9.0f %10.2fx %17.2f %8.0f%%  %s\n", $label, $x, $x / $laravel,
                array_sum($perTask) - $pipelined[$scenario][$label] / ($rounds * $workerTasks),
                100 * median($producing[$scenario][$label]) / median($times[$scenario][$label]),
                implode(', ', array_map(fn ($c, $n) => sprintf('%s %.2f', $c, $n), array_keys($shown), $shown)));
        }
    }
    echo "(round trips: the commands clients sent, INFO commandstats without the commands run inside scripts, mean of the rounds,\n"
        . " a pipeline counted once (bulk(): MULTI, an EVAL per job and EXEC in one round trip);\n"
        . " each queue call of redislock is one script, and a call that waits adds a BLPOP and a second script;\n"
        . " producer: when its last enqueue returned, in % of the time to the last acknowledgement, medians)\n";
    printf("%-28s %13s %13s %9s\n", 'wake: enqueue to worker', 'median', '99th pct.', 'samples');
    foreach ($wakes as $label => $latencies) {
        printf("%-28s %10s us %10s us %9d\n", $label, $latencies ? sprintf('%.0f', median($latencies)) : '-',
            $latencies ? sprintf('%.0f', percentile($latencies, 0.99)) : '-', count($latencies));
    }
    echo "(redislock: reserve() or pop() of 1 with \$wait 5; Laravel: pop() with block_for 5, which takes whole seconds only)\n";
    // scenario 1 is recorded, not a target: one enqueue per task sets the
    // pace for every contender (the last acknowledgement follows the last
    // enqueue), and six processes share the cores, so the rate follows the
    // round trips per task of them all: 3 at least for reserve + dequeue,
    // 2 for pop, about 5 for Laravel, and 2 more per wake of an idle worker
    $one = $ratios['one task per call']['redislock reserve + dequeue'];
    printf("recorded %-50s %8s  (not a target: the producer sets the pace; see the round trips per task)\n",
        'one task per call: reserve + dequeue vs Laravel', sprintf('%.2fx', $one));
    $ratio = $ratios['batched, as each API allows']['redislock reserve + dequeue'];
    $wake = $wakes['redislock reserve + dequeue'] ? median($wakes['redislock reserve + dequeue']) / 1e3 : INF;
    $targets = [
        ['batched: reserve + dequeue at least 3x Laravel\'s tasks/s', sprintf('%.2fx', $ratio), $ratio >= 3],
        ['median wake of a waiting reserve() under 2 ms', sprintf('%.2f ms', $wake), $wake < 2],
    ];
    foreach ($targets as [$what, $figure, $ok]) {
        printf("target %-52s %8s  %s\n", $what, $figure, $ok ? 'met' : 'MISSED');
        $ok || $failed[] = $what;
    }
    bench_workers_vs_bullmq($redis, $port, $workerTasks, $workers, $rounds, $failed);
}

/* ---- 9. semaphore and lockMany() --------------------------------------- */

if (wanted($only, 'semaphore')) {
    bench_semaphore($redis, $port, $rounds, $semCycles, $semProcs, $semWindow, $semHoldUs, $semBatch, $semOutsideUs, $failed);
}

/* ---- 10. RedisStock: a flash sale ---------------------------------------- */

if (wanted($only, 'stock')) {
    bench_stock($redis, $port, $rounds, $stockUnits, $stockBuyers, $stockProcs, $stockLimit, $stockLong, $stockLongRounds,
        $stockExpired, $stockTidyWait, $failed);
}

/* ---- 11. Symfony Messenger --------------------------------------------- */

if (wanted($only, 'messenger')) {
    bench_messenger($redis, $port, $rounds, $messengerMessages, $failed);
}

/* ---- 12. Symfony Lock on the bridge's store ---------------------------- */

if (wanted($only, 'symfony-lock')) {
    bench_symfony_lock($redis, $port, $rounds, $cycles, $sflockProcs, $sflockBatch, $failed);
}

/* ---- 13. Laravel queue connections ------------------------------------ */

if (wanted($only, 'laravel')) {
    bench_laravel($redis, $port, $laravelJobs, $rounds, $failed);
}

echo "\n", $failed ? 'targets missed: ' . implode('; ', $failed) : 'every target met', "\n";
exit($failed ? 1 : 0);

/* The instructions callgrind counts for $command (every thread of it),
 * run with the environment variables $env (NAME => value) added. */
function callgrind_instructions(array $command, array $env = []): int
{
    $out = tempnam(sys_get_temp_dir(), 'cg');
    $prefix = implode('', array_map(fn ($k, $v) => "$k=" . escapeshellarg($v) . ' ', array_keys($env), $env));
    exec($prefix . 'valgrind --tool=callgrind --callgrind-out-file=' . escapeshellarg($out) . ' '
        . implode(' ', array_map('escapeshellarg', $command)) . ' 2>/dev/null', $lines, $status);
    $data = file_get_contents($out);
    unlink($out);
    if ($status !== 0 || !preg_match('/^(?:summary|totals): (\d+)/m', $data, $m)) {
        throw new RuntimeException('callgrind failed: ' . implode(' ', $command));
    }
    return (int) $m[1];
}

/* [calls, microseconds] counted by INFO commandstats: of the commands named
 * in $only, or of every command but INFO (which the counting itself sends). */
function bench_command_stats(Redis $redis, ?array $only = null): array
{
    $calls = $usec = 0;
    foreach ($redis->info('commandstats') as $k => $v) {
        if (($only === null ? $k !== 'cmdstat_info' : in_array($k, $only, true))
                && preg_match('/calls=(\d+),usec=(\d+)/', $v, $m)) {
            $calls += (int) $m[1];
            $usec += (int) $m[2];
        }
    }
    return [$calls, $usec];
}

function bench_command_calls(Redis $redis, ?array $only = null): int
{
    return bench_command_stats($redis, $only)[0];
}

/* The original RedisQueue's sequence of commands (a lock taken with SETNX
 * and EXPIRE around the work, ZSCORE + ZADD per id, ZRANGEBYSCORE + ZREM
 * per id), rewritten by us over phpredis as the baseline. */
function bench_original_queue(Redis $redis): array
{
    $lock = function (string $key) use ($redis): void {
        $expireAt = time() + 15;
        while (!$redis->setnx("Lock:$key", (string) $expireAt)) {
            usleep(100000);
        }
        $redis->expire("Lock:$key", $expireAt);
    };
    $unlock = function (string $key) use ($redis): void {
        if ($redis->get("Lock:$key") !== false) {
            $redis->del("Lock:$key");
        }
    };
    return [
        'enqueue' => function (string $name, array $ids) use ($redis, $lock, $unlock): bool {
            $lock("Queue:$name");
            $score = microtime(true);
            foreach ($ids as $id) {
                if ($redis->zScore("Queue:$name", $id) === false) {
                    $redis->zAdd("Queue:$name", $score, $id);
                }
            }
            $unlock("Queue:$name");
            return true;
        },
        'pop' => function (string $name, int $count) use ($redis, $lock, $unlock): array {
            $lock("Queue:$name");
            $result = [];
            foreach ($redis->zRangeByScore("Queue:$name", '-inf', (string) microtime(true), ['withscores' => true, 'limit' => [0, $count]]) as $id => $score) {
                $result[] = ['id' => $id, 'score' => $score];
                $redis->zRem("Queue:$name", $id);
            }
            $unlock("Queue:$name");
            return $result;
        },
    ];
}

/*
 * Table 8b: against BullMQ, the most used Redis queue, on the same Redis in
 * the same invocation: one producer enqueueing 100 ids a call (BullMQ:
 * addBulk() of 100 jobs), $workers worker processes, no-op tasks,
 * interleaved rounds, medians, in three groups, each against BullMQ's best
 * concurrency (1 or 16) in the same group. Enqueued while the workers run,
 * timed from the first enqueue: redislock with one task per reserve() and a
 * dequeue() each, and with reserve() of 10 acknowledged by one ack(); BullMQ;
 * Laravel. Pre-queued (every task queued before the workers start), timed
 * from the first task taken to the last acknowledgement: work() with $batch
 * 1 and 10; BullMQ. The same with 1 KB payloads: put() and work() with
 * $batch 1; BullMQ jobs whose data carries 1 KB. Then the instructions per
 * task of the work() client (callgrind). The one-task-per-call reserve()
 * ratio is recorded, not a target; adds the targets it misses to $failed.
 */
function bench_workers_vs_bullmq(Redis $redis, int $port, int $tasks, int $workers, int $rounds, array &$failed): void
{
    $kb = 1024;
    $groups = [
        'enqueued while the workers run, timed from the first enqueue' => [
            'redislock reserve(1) + dequeue' => bench_worker_contenders(100, 1)['redislock reserve + dequeue'],
            'redislock reserve(10) + ack' => bench_worker_contenders(100, 10)['redislock reserve + ack'],
            'BullMQ concurrency 1' => bench_bullmq_contender(1),
            'BullMQ concurrency 16' => bench_bullmq_contender(16),
            'Laravel push + pop + delete' => bench_worker_contenders(100, 1)['Laravel push + pop + delete'],
        ],
        'pre-queued, timed from the first task taken to the last acknowledgement' => [
            'redislock work(), batch 1' => bench_work_contender(1),
            'redislock work(), batch 10' => bench_work_contender(10),
            'BullMQ concurrency 1' => bench_bullmq_contender(1, true),
            'BullMQ concurrency 16' => bench_bullmq_contender(16, true),
        ],
        'pre-queued, 1 KB payloads (put(); BullMQ: 1 KB in the job data)' => [
            'redislock work(), batch 1' => bench_work_contender(1, $kb),
            'BullMQ concurrency 1' => bench_bullmq_contender(1, true, $kb),
            'BullMQ concurrency 16' => bench_bullmq_contender(16, true, $kb),
        ],
    ];
    section("8b. Workers against BullMQ " . trim((string) shell_exec('node -e "console.log(require(process.env.BULLMQ_DIR + \'/node_modules/bullmq/package.json\').version)"'))
        . " (Node " . trim((string) shell_exec('node --version')) . "): 1 producer, 100 ids a call, $workers worker processes, "
        . "$tasks no-op tasks, $rounds interleaved rounds, median");
    $times = $trips = $pipelined = $redisCpu = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($groups as $group => $contenders) {
            foreach ($contenders as $label => $contender) {
                $queue = "bench-bullmq-$r-" . crc32("$group/$label"); // BullMQ refuses ":" in a name
                [$seconds, , $calls, $saved, $problems, $cpu] = bench_workers_round($contender, $redis, $port, $queue, $tasks, $workers, 100);
                $times[$group][$label][] = $seconds;
                $redisCpu[$group][$label][] = $cpu;
                foreach ($calls as $command => $n) {
                    $trips[$group][$label][$command] = ($trips[$group][$label][$command] ?? 0) + $n;
                }
                $pipelined[$group][$label] = ($pipelined[$group][$label] ?? 0) + $saved;
                foreach ($problems as $problem) {
                    echo "$group: $label, round $r: $problem\n";
                    $failed[] = "workers vs BullMQ: $label: $problem";
                }
            }
        }
    }
    $ratio = $perTask = [];
    [$live, $pre, $kbGroup] = array_keys($groups);
    foreach ($groups as $group => $contenders) {
        echo "$group:\n";
        $rate = array_map(fn ($t) => $tasks / median($t), $times[$group]);
        $best = max($rate['BullMQ concurrency 1'], $rate['BullMQ concurrency 16']);
        // pre-queued: the queueing (one round trip per 100 tasks, all
        // contenders alike) is not timed, and is left out of the round trips
        $queueing = $group === $live ? 0 : ceil($tasks / 100) / $tasks;
        printf("  %-32s %9s %15s %17s %15s  %s\n", 'contender', 'tasks/s', 'vs BullMQ best', 'round trips/task', 'Redis CPU/task',
            'commands sent per task');
        foreach ($rate as $label => $x) {
            $sent = array_map(fn ($n) => $n / ($rounds * $tasks), $trips[$group][$label] ?? []);
            $perTask[$group][$label] = array_sum($sent) - $pipelined[$group][$label] / ($rounds * $tasks) - $queueing;
            $ratio[$group][$label] = $x / $best;
            printf("  %-32s %9.0f %14.2fx %17.3f %12.1f us  %s\n", $label, $x, $x / $best, $perTask[$group][$label],
                1e6 * median($redisCpu[$group][$label]) / $tasks,
                implode(', ', array_map(fn ($c, $n) => sprintf('%s %.2f', $c, $n), array_keys($sent), $sent)));
        }
    }
    echo "(round trips: the commands the clients sent, pipelines counted once: an enqueue() or put() of 100 is one script, an\n"
        . " addBulk() of 100 one pipeline of 100 EVALSHA; BullMQ's worker fetches the next job in the script that completes one;\n"
        . " work() sends a batch's outcomes and the next reservation as one pipeline of two scripts (counted by Redis's reads);\n"
        . " pre-queued: the queueing's round trip per 100 tasks is left out, its commands are listed; Redis CPU: INFO cpu, user\n"
        . " and system, over the whole round, queueing included, median)\n";
    $instructions = bench_work_instructions($port);
    printf("%-44s %14s\n", 'work() client, callgrind', 'instr./task');
    foreach ($instructions as $label => $n) {
        printf("%-44s %14.0f\n", $label, $n);
    }
    printf("recorded %-50s %8s  (not a target)\n", 'reserve(1) + dequeue vs BullMQ\'s best', sprintf('%.2fx', $ratio[$live]['redislock reserve(1) + dequeue']));
    $targets = [
        ['reserve(10) + ack at least 5x BullMQ\'s best', $ratio[$live]['redislock reserve(10) + ack'], 5, 'x'],
        ['reserve(10) + ack at most 0.25 round trips per task', $perTask[$live]['redislock reserve(10) + ack'], 0.25, 'trips'],
        ['work(), batch 1, at least 3.5x BullMQ\'s best', $ratio[$pre]['redislock work(), batch 1'], 3.5, 'x'],
        ['work(), batch 1, at most 1.05 round trips per task', $perTask[$pre]['redislock work(), batch 1'], 1.05, 'trips'],
        ['work(), batch 10, at least 10x BullMQ\'s best', $ratio[$pre]['redislock work(), batch 10'], 10, 'x'],
        ['work(), batch 10, at most 0.11 round trips per task', $perTask[$pre]['redislock work(), batch 10'], 0.11, 'trips'],
        ['1 KB payloads: work(), batch 1, at least 3x BullMQ\'s', $ratio[$kbGroup]['redislock work(), batch 1'], 3, 'x'],
    ];
    foreach ($targets as [$what, $figure, $bound, $kind]) {
        $ok = $kind === 'x' ? $figure >= $bound : $figure <= $bound;
        printf("target %-52s %8s  %s\n", $what, sprintf($kind === 'x' ? '%.2fx' : '%.2f', $figure), $ok ? 'met' : 'MISSED');
        $ok || $failed[] = $what;
    }
}

/*
 * The instructions per task of a work() client on one process (callgrind,
 * every thread of it: the renewer's too): bench/work.php runs work() with
 * a handler that does nothing over N tasks queued before it starts, at two
 * N; (Ir at 2N - Ir at N) / N. N = 1,000, for $batch 1 and 10, and
 * $batch 1 with 1 KB payloads. label => instructions per task.
 */
function bench_work_instructions(int $port): array
{
    $n = 1000;
    $queue = 'bench:work:callgrind';
    $q = new RedisQueue(['port' => $port, 'persistent' => false]);
    $run = function (int $tasks, int $batch, int $bytes) use ($port, $queue, $q): int {
        for ($i = 0; $i < $tasks; $i += 100) {
            $ids = range($i, min($i + 100, $tasks) - 1);
            $bytes ? $q->put($queue, array_fill_keys($ids, str_repeat('x', $bytes))) : $q->enqueue($queue, $ids);
        }
        $ir = callgrind_instructions([PHP_BINARY, '-n', '-d', 'extension=' . module_path(), __DIR__ . '/work.php',
            (string) $port, $queue, (string) $batch], ['ZEND_DONT_UNLOAD_MODULES' => '1']);
        if ($q->size($queue) !== 0) {
            throw new RuntimeException("bench/work.php left tasks in $queue");
        }
        return $ir;
    };
    $perTask = [];
    foreach (['batch 1' => [1, 0], 'batch 10' => [10, 0], 'batch 1, 1 KB payloads' => [1, 1024]] as $label => [$batch, $bytes]) {
        $perTask["work(), $label"] = ($run(2 * $n, $batch, $bytes) - $run($n, $batch, $bytes)) / $n;
    }
    return $perTask;
}
