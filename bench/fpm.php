<?php
/*
 * The PHP-FPM benchmark: what each library gives a web application end to
 * end, through nginx and a PHP-FPM pool, with requests from ab. Three
 * endpoints, each written with each library as a new user would write it
 * (bench/fpm/*.php, wiring and defaults in bench/fpm/common.php):
 *
 *   sale    a flash sale: one hot lock for every request; inside it the
 *           stock is read (GET) and, while any is left, written back one
 *           lower (SET) and an order appended (RPUSH). The stock is half the
 *           requests, so half the buyers hear "ok" and half "sold out".
 *           redislock lock($name, 30); symfony/lock acquire(true) on a
 *           RedisStore; Laravel Cache::lock($name, 30)->block(30)
 *   lock    a lock on a name of the request's own, taken and released: no
 *           contention, the same three calls
 *   queue   one task enqueued, one reserved and acknowledged: redislock
 *           enqueue(), reserve(), dequeue(); Laravel push(), pop(), delete()
 *           (symfony has no queue here)
 *
 * Every endpoint x library (a variant) runs once per round, in a shuffled
 * order, for several rounds; each figure is the median over the rounds, and
 * redislock's rate is compared with each peer's in the same round (the
 * median of those ratios), because absolute rates drift on a shared
 * machine. ab runs with -k: its 64 clients keep their connections to
 * nginx, as browsers and load balancers do, so that what is measured is
 * the PHP request and not ab's and nginx's TCP handshakes, the same for
 * every variant (nginx still opens a FastCGI connection to FPM per
 * request, its default). Latency percentiles are ab's (-e, to the
 * microsecond). Redis connections: those opened per request
 * (total_connections_received), and those held per worker once a run is
 * over (CLIENT LIST; redislock names its connections redislock-pid<pid>, so
 * that its persistent ones are not counted against the peers, which share
 * the workers). Last, per library, a long run on the lock endpoint on
 * freshly reloaded workers measures their memory (VmRSS) before and after.
 *
 * After every run the answers are checked: the sale sold exactly what it
 * had (stock never below 0, initial - final stock = orders = "ok"
 * answers), every task enqueued was acknowledged exactly once and the queue
 * is empty, and no request failed. Any miss makes the exit status 1.
 *
 * Run it with scripts/bench-fpm, which installs and starts everything
 * (nginx, PHP-FPM, Redis) and passes its options on:
 *
 *   --rounds=9 --requests=3000 (per run of a variant) --concurrency=64
 *   --memory-requests=20000 --workers=16 (as the pool has them)
 *   --markdown=FILE (the report's section, written there too)
 *
 * The default run takes about 3 minutes on 2 cores (installs and the build
 * aside). A quick try: --rounds=2 --requests=500.
 *
 * The environment gives what scripts/bench-fpm started: FPM_BENCH_URL
 * (nginx), FPM_BENCH_MASTER (the FPM master's pid), FPM_BENCH_DIR (the
 * folder with the configurations and logs), FPM_BENCH_EVENTS (the file the
 * endpoints record their answers in) and REDISLOCK_TEST_PORT (Redis).
 */
require __DIR__ . '/fpm/common.php';
require __DIR__ . '/stats.php';

const OPTIONS = ['rounds' => 9, 'requests' => 3000, 'memory-requests' => 20000,
    'concurrency' => 64, 'workers' => 16, 'markdown' => null];

$options = OPTIONS;
foreach (array_slice($argv, 1) as $arg) {
    if (!preg_match('/^--([a-z-]+)=(.+)$/', $arg, $m) || !array_key_exists($m[1], OPTIONS)
            || (OPTIONS[$m[1]] !== null && !ctype_digit($m[2]))) {
        fwrite(STDERR, "unknown option or bad value: $arg (options: --" . implode('=N --', array_keys(OPTIONS)) . "=FILE)\n");
        exit(2);
    }
    $options[$m[1]] = OPTIONS[$m[1]] === null ? $m[2] : (int) $m[2];
}
foreach (['rounds' => 1, 'requests' => $options['concurrency'],
        'memory-requests' => $options['concurrency'], 'concurrency' => 1, 'workers' => 1] as $name => $least) {
    if ($options[$name] < $least) {
        fwrite(STDERR, "--$name must be at least $least\n");
        exit(2);
    }
}
foreach (['FPM_BENCH_URL', 'FPM_BENCH_MASTER', 'FPM_BENCH_DIR', 'FPM_BENCH_EVENTS', 'REDISLOCK_TEST_PORT'] as $name) {
    if (!getenv($name)) {
        fwrite(STDERR, "$name is not set: run this with scripts/bench-fpm\n");
        exit(2);
    }
}
$url = getenv('FPM_BENCH_URL');
$master = (int) getenv('FPM_BENCH_MASTER');
$dir = getenv('FPM_BENCH_DIR');
$events = getenv('FPM_BENCH_EVENTS');

/* The endpoints and the libraries each is written with; the URL of a
 * variant is /<endpoint>-<library>.php. "none" is the same request without
 * a lock: not a contender, but the ceiling of every lock's rate, which
 * shows how much of a request the lock is (its checks are not judged: an
 * unlocked sale may oversell). */
const ENDPOINTS = [
    'sale' => ['title' => 'flash sale (one hot lock)', 'libraries' => ['redislock', 'symfony', 'laravel', 'none']],
    'lock' => ['title' => 'uncontended lock', 'libraries' => ['redislock', 'symfony', 'laravel', 'none']],
    'queue' => ['title' => 'queue: enqueue, reserve, acknowledge', 'libraries' => ['redislock', 'laravel']],
];
const LIBRARIES = ['redislock' => 'redislock', 'symfony' => 'symfony/lock', 'laravel' => 'Laravel',
    'none' => 'no lock (the ceiling)'];
const DRIVER_NAME = 'fpm-bench-driver';

function progress(string $line): void
{
    echo "== $line\n";
}

/* The driver's own connection to Redis, named so that it is not counted. */
function control(): Redis
{
    static $redis;
    if ($redis === null) {
        $redis = phpredis();
        $redis->client('setname', DRIVER_NAME);
    }
    return $redis;
}

/*
 * Runs ab against $path: $requests requests, $concurrency at a time, kept
 * alive (-k), any length accepted (-l: "ok" and "sold out" differ), socket
 * errors counted rather than fatal (-r), 120 s per request at most (-s),
 * the whole run killed after 15 minutes. Returns [requests per second,
 * p50 ms, p99 ms, failed (failed + non-2xx + not completed), keep-alive
 * requests].
 */
function run_ab(string $url, string $dir, string $path, int $requests, int $concurrency): array
{
    $csv = "$dir/ab-percentiles.csv";
    @unlink($csv);
    $proc = proc_open(['ab', '-k', '-l', '-r', '-q', '-s', '120', '-c', (string) $concurrency, '-n', (string) $requests,
        '-e', $csv, "$url$path"], [0 => ['file', '/dev/null', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $output = '';
    $deadline = microtime(true) + 900;
    foreach ([1, 2] as $i) {
        stream_set_blocking($pipes[$i], false);
    }
    while (!feof($pipes[1]) || !feof($pipes[2])) {
        if (microtime(true) > $deadline) {
            proc_terminate($proc, SIGKILL);
            $output .= "\n(ab killed after 900 s)";
            break;
        }
        $read = array_filter([$pipes[1], $pipes[2]], fn ($p) => !feof($p));
        $write = $except = null;
        if (stream_select($read, $write, $except, 1) > 0) {
            foreach ($read as $pipe) {
                $output .= fread($pipe, 65536);
            }
        }
    }
    $status = proc_close($proc);
    $field = fn (string $label): ?float => preg_match('/^' . preg_quote($label, '/') . ':\s+([\d.]+)/m', $output, $m) ? (float) $m[1] : null;
    $complete = (int) $field('Complete requests');
    $percentiles = [];
    foreach (is_file($csv) ? file($csv, FILE_IGNORE_NEW_LINES) : [] as $line) {
        if (preg_match('/^(\d+),([\d.]+)$/', $line, $m)) {
            $percentiles[(int) $m[1]] = (float) $m[2];
        }
    }
    $failed = (int) $field('Failed requests') + (int) $field('Non-2xx responses') + $requests - $complete;
    if ($status !== 0 || !isset($percentiles[50], $percentiles[99]) || $field('Requests per second') === null) {
        fwrite(STDERR, "ab $path exited with $status:\n$output\n");
        $failed = max($failed, 1);
    }
    return [(float) $field('Requests per second'), $percentiles[50] ?? NAN, $percentiles[99] ?? NAN, $failed,
        (int) $field('Keep-Alive requests')];
}

/* The lines the endpoints recorded since the events file was emptied. */
function recorded_events(string $events): array
{
    return is_file($events) ? file($events, FILE_IGNORE_NEW_LINES) : [];
}

/*
 * What each endpoint needs before a run (the data it starts from) and what
 * it checks afterwards. prepare(requests) sets the data up and returns
 * what check() needs; check(state, completed requests, events) returns
 * [problems (empty: all adds up), a summary of the data].
 */
function endpoint_data(string $endpoint, string $library): array
{
    $redis = control();
    return match ($endpoint) {
        'sale' => [
            // half as many units as buyers: the sale sells out half-way
            'prepare' => function (int $requests) use ($redis): array {
                $stock = intdiv($requests, 2);
                $redis->del(STOCK_KEY, ORDERS_KEY);
                $redis->set(STOCK_KEY, $stock);
                return ['stock' => $stock];
            },
            'check' => function (array $state, int $completed, array $events) use ($redis, $library): array {
                $final = (int) $redis->get(STOCK_KEY);
                $orders = $redis->lLen(ORDERS_KEY);
                $answers = array_count_values($events) + ['ok' => 0, 'sold out' => 0];
                $problems = [];
                if ($library === 'none') {
                    return [[], ['sold' => $state['stock'] - $final, 'stock' => $state['stock'], 'final' => $final, 'orders' => $orders]];
                }
                $final < 0 && $problems[] = "stock went below 0: $final (oversold)";
                $state['stock'] - $final !== $orders && $problems[] = "stock {$state['stock']} - final $final != orders $orders";
                $orders !== $answers['ok'] && $problems[] = "orders $orders != \"ok\" answers {$answers['ok']}";
                $answers['ok'] + $answers['sold out'] !== $completed && $problems[] =
                    "answers recorded {$answers['ok']} + {$answers['sold out']} != requests completed $completed";
                return [$problems, ['sold' => $state['stock'] - $final, 'stock' => $state['stock'], 'final' => $final]];
            },
        ],
        // every name locked was released: no key of a lock named order:... is left
        'lock' => [
            'prepare' => fn (int $requests): array => [],
            'check' => function (array $state, int $completed, array $events) use ($redis): array {
                $left = count($redis->keys('*order:*'));
                return [$left ? ["$left locks left behind"] : [], []];
            },
        ],
        'queue' => [
            'prepare' => function (int $requests) use ($library): array {
                if (queue_size($library) !== 0) {
                    throw new RuntimeException("the $library queue is not empty before a run");
                }
                return [];
            },
            'check' => function (array $state, int $completed, array $events) use ($library): array {
                $enqueued = $acked = [];
                foreach ($events as $line) {
                    [$what, $id] = explode(' ', $line, 2) + [1 => ''];
                    if ($what === 'enqueued') {
                        $enqueued[$id] = ($enqueued[$id] ?? 0) + 1;
                    } else {
                        $acked[$id] = ($acked[$id] ?? 0) + 1;
                    }
                }
                $problems = [];
                $left = queue_size($library);
                $left !== 0 && $problems[] = "$left tasks left in the queue";
                count($enqueued) !== $completed && $problems[] = count($enqueued) . " tasks enqueued for $completed requests";
                $twice = count(array_filter($acked, fn ($n) => $n > 1));
                $twice && $problems[] = "$twice tasks acknowledged more than once";
                $unacked = count(array_diff_key($enqueued, $acked));
                $unacked && $problems[] = "$unacked tasks enqueued and never acknowledged";
                $unknown = count(array_diff_key($acked, $enqueued));
                $unknown && $problems[] = "$unknown acknowledged tasks that nobody enqueued";
                return [$problems, ['tasks' => count($enqueued)]];
            },
        ],
    };
}

/* The tasks left in the queue of the queue endpoint, by the library's own count. */
function queue_size(string $library): int
{
    return match ($library) {
        'redislock' => (new RedisQueue(redislock_options() + ['persistent' => false]))->size(QUEUE_NAME),
        'laravel' => laravel_queue(laravel_redis())->size(),
    };
}

/* Redis's count of connections accepted so far, and the connections open
 * now that count against $library (not the driver's, and redislock's own
 * only for redislock). */
function redis_connections(string $library): array
{
    $redis = control();
    $accepted = (int) $redis->info('stats')['total_connections_received'];
    $held = 0;
    foreach ($redis->client('list') as $client) {
        $name = $client['name'] ?? '';
        $redislock = str_starts_with($name, 'redislock-pid');
        if ($name === DRIVER_NAME || $name === 'redislock-pid' . getmypid() || ($redislock && $library !== 'redislock')) {
            continue;
        }
        $held++;
    }
    return [$accepted, $held];
}

/*
 * One run of a variant: the data set up, ab, Redis's connections, the
 * checks. Returns ['rps', 'p50', 'p99', 'failed', 'opened' (per request),
 * 'held' (per worker), 'problems', 'data'].
 */
function run_variant(string $endpoint, string $library, int $requests, array $options, string $url, string $dir, string $events, int $master): array
{
    $data = endpoint_data($endpoint, $library);
    $state = $data['prepare']($requests);
    file_put_contents($events, '');
    [$acceptedBefore] = redis_connections($library);
    $cpuBefore = cpu_seconds($master);
    [$rps, $p50, $p99, $failed, $keptAlive] = run_ab($url, $dir, "/$endpoint-$library.php", $requests, $options['concurrency']);
    $cpuAfter = cpu_seconds($master);
    // the workers' connections closed at their requests' ends: let Redis see the closes
    usleep(200000);
    [$acceptedAfter, $held] = redis_connections($library);
    [$problems, $summary] = $data['check']($state, $requests - $failed, recorded_events($events));
    if ($keptAlive < $requests - $failed - $options['concurrency']) {
        $problems[] = "only $keptAlive requests were kept alive: nginx closed ab's connections";
    }
    $cpu = array_map(fn ($after, $before) => ($after - $before) * 1e6 / $requests, $cpuAfter, $cpuBefore);
    return ['rps' => $rps, 'p50' => $p50, 'p99' => $p99, 'failed' => $failed,
        'opened' => ($acceptedAfter - $acceptedBefore) / $requests, 'held' => $held / $options['workers'],
        'cpu' => $cpu, 'problems' => $problems, 'data' => $summary];
}

/*
 * CPU seconds used so far (user + system): [the whole machine (every CPU's
 * busy time, /proc/stat), Redis (INFO cpu), the FPM workers (theirs and
 * their reaped children's, /proc/<pid>/stat)]. A run's difference divided
 * by its requests is what one request costs the machine, where a rate on a
 * saturated machine only says how those costs add up.
 */
function cpu_seconds(int $master): array
{
    $ticks = 100; // USER_HZ, as Linux reports it in /proc on every architecture it supports
    $cpu = preg_split('/\s+/', trim(strtok((string) file_get_contents('/proc/stat'), "\n")));
    // user nice system idle iowait irq softirq steal: all but idle and iowait
    $machine = array_sum(array_slice($cpu, 1, 8)) - (int) $cpu[4] - (int) $cpu[5];
    $info = control()->info('cpu');
    $redis = (float) $info['used_cpu_user'] + (float) $info['used_cpu_sys'];
    $workers = 0;
    foreach (fpm_workers($master) as $pid) {
        $stat = (string) @file_get_contents("/proc/$pid/stat");
        $fields = explode(' ', substr($stat, strrpos($stat, ')') + 2));
        // utime stime cutime cstime: fields 14 to 17, 11 to 14 after the state
        $workers += (int) ($fields[11] ?? 0) + (int) ($fields[12] ?? 0);
    }
    return [$machine / $ticks, $redis, $workers / $ticks];
}

/* The FPM master's workers: their pids. */
function fpm_workers(int $master): array
{
    $workers = [];
    foreach (glob('/proc/[0-9]*/stat') as $file) {
        $stat = @file_get_contents($file);
        // the fields after the command's closing parenthesis: state, ppid
        if ($stat !== false && (int) explode(' ', substr($stat, strrpos($stat, ')') + 2))[1] === $master) {
            $workers[] = (int) basename(dirname($file));
        }
    }
    return $workers;
}

/* The mean VmRSS of the FPM workers, in kB. */
function worker_rss(int $master): float
{
    $rss = [];
    foreach (fpm_workers($master) as $pid) {
        if (preg_match('/^VmRSS:\s+(\d+) kB/m', (string) @file_get_contents("/proc/$pid/status"), $m)) {
            $rss[] = (int) $m[1];
        }
    }
    return $rss ? array_sum($rss) / count($rss) : NAN;
}

/* Reloads FPM (SIGUSR2: the master starts again, with new workers) and
 * waits, up to 15 s, until it has its $workers new workers. */
function reload_fpm(int $master, int $workers): void
{
    $old = fpm_workers($master);
    posix_kill($master, SIGUSR2);
    for ($i = 0; $i < 150; $i++) {
        usleep(100000);
        $now = fpm_workers($master);
        if (count($now) === $workers && !array_intersect($now, $old)) {
            return;
        }
    }
    throw new RuntimeException("PHP-FPM did not come back with $workers new workers within 15 s of a reload");
}

function http_get(string $url): string
{
    $body = @file_get_contents($url, false, stream_context_create(['http' => ['timeout' => 10]]));
    if ($body === false) {
        throw new RuntimeException("GET $url failed");
    }
    return $body;
}

/* The lines of a log that say something went wrong: FPM's warnings and
 * errors (not its notices of starting and reloading), PHP's errors, nginx's. */
function log_problems(string $file): array
{
    $lines = is_file($file) ? file($file, FILE_IGNORE_NEW_LINES) : [];
    return array_values(array_filter($lines, fn ($line) => $line !== '' && !str_contains($line, 'NOTICE:')));
}

function format_rate(float $rate): string
{
    return number_format($rate, $rate < 100 ? 1 : 0);
}

/* ---- the machine, and what the workers run --------------------------- */

$info = json_decode(http_get("$url/info.php"), true);
if (!$info || !is_string($info['redislock'])) {
    fwrite(STDERR, "the FPM workers do not have redislock loaded\n");
    exit(1);
}
// the INI isolation of scripts/lib.sh reaches PHP-FPM too
if (getenv('PHPRC') && $info['php_ini'] !== getenv('PHPRC') . '/php.ini') {
    fwrite(STDERR, "PHP-FPM read {$info['php_ini']}, not the copy in " . getenv('PHPRC') . "\n");
    exit(1);
}
$cpu = preg_match('/^model name\s*:\s*(.+)$/m', (string) file_get_contents('/proc/cpuinfo'), $m) ? $m[1] : 'unknown CPU';
$redisVersion = control()->info('server')['redis_version'];
$nginxVersion = preg_replace('~^.*/~', '', trim((string) shell_exec('nginx -v 2>&1')));
$nginxConf = (string) file_get_contents("$dir/nginx.conf");
$fpmConf = (string) file_get_contents("$dir/php-fpm.conf");
$nginxWorkers = preg_match('/^worker_processes\s+(\S+);/m', $nginxConf, $m) ? $m[1] : '?';
$fpmPm = preg_match('/^pm\s*=\s*(\S+)/m', $fpmConf, $m) ? $m[1] : '?';
$fpmTerminate = preg_match('/^request_terminate_timeout\s*=\s*(\S+)/m', $fpmConf, $m) ? $m[1] : '0';
$fpmChildren = preg_match('/^pm\.max_children\s*=\s*(\d+)/m', $fpmConf, $m) ? (int) $m[1] : 0;
if ($fpmChildren !== $options['workers'] || count(fpm_workers($master)) !== $options['workers']) {
    fwrite(STDERR, "PHP-FPM runs " . count(fpm_workers($master)) . " workers, not --workers={$options['workers']}\n");
    exit(1);
}
$loadBefore = implode(' ', array_slice(explode(' ', (string) file_get_contents('/proc/loadavg')), 0, 3));
$started = microtime(true);

/* ---- interleaved rounds ---------------------------------------------- */

$variants = [];
foreach (ENDPOINTS as $endpoint => ['libraries' => $libraries]) {
    foreach ($libraries as $library) {
        $variants[] = [$endpoint, $library];
    }
}
$problems = [];
$failedTotal = 0;
// a warm-up run of each (OPcache, the workers' persistent connections), checked but not counted
progress(sprintf('warm-up: %d requests of each of the %d variants', 4 * $options['concurrency'], count($variants)));
foreach ($variants as [$endpoint, $library]) {
    $run = run_variant($endpoint, $library, 4 * $options['concurrency'], $options, $url, $dir, $events, $master);
    $failedTotal += $run['failed'];
    foreach ($run['problems'] as $problem) {
        $problems[] = "warm-up, $endpoint-$library: $problem";
    }
}
$runs = [];
for ($round = 1; $round <= $options['rounds']; $round++) {
    $order = $variants;
    shuffle($order);
    foreach ($order as [$endpoint, $library]) {
        $run = run_variant($endpoint, $library, $options['requests'], $options, $url, $dir, $events, $master);
        $runs[$endpoint][$library][$round] = $run;
        $failedTotal += $run['failed'];
        foreach ($run['problems'] as $problem) {
            $problems[] = "round $round, $endpoint-$library: $problem";
        }
        progress(sprintf('round %d/%d  %-16s %8s req/s  p50 %7.2f ms  p99 %8.2f ms  failed %d%s', $round, $options['rounds'],
            "$endpoint-$library", format_rate($run['rps']), $run['p50'], $run['p99'], $run['failed'],
            $run['problems'] ? '  CHECK FAILED' : ''));
    }
}

/* ---- memory: a long run per library on fresh workers ------------------ */

$memory = [];
foreach (ENDPOINTS['lock']['libraries'] as $library) {
    reload_fpm($master, $options['workers']);
    // every worker serves some requests (code loaded, connections made) before the first reading
    $warm = run_variant('lock', $library, 1000, $options, $url, $dir, $events, $master);
    $before = worker_rss($master);
    $run = run_variant('lock', $library, $options['memory-requests'], $options, $url, $dir, $events, $master);
    $after = worker_rss($master);
    $memory[$library] = ['before' => $before, 'after' => $after, 'failed' => $warm['failed'] + $run['failed'], 'rps' => $run['rps']];
    $failedTotal += $warm['failed'] + $run['failed'];
    foreach (array_merge($warm['problems'], $run['problems']) as $problem) {
        $problems[] = "memory run, lock-$library: $problem";
    }
    progress(sprintf('memory  lock-%-10s RSS per worker %.0f kB -> %.0f kB over %d requests', $library, $before, $after, $options['memory-requests']));
}
$loadAfter = implode(' ', array_slice(explode(' ', (string) file_get_contents('/proc/loadavg')), 0, 3));
$minutes = (microtime(true) - $started) / 60;

/* ---- the report --------------------------------------------------------- */

$n = fn (int|float $v): string => number_format($v);
$md = [];
$md[] = '## PHP-FPM end to end (`scripts/bench-fpm`)';
$md[] = '';
$md[] = sprintf('**Run on %s**, redislock %s: %d cores (%s), Debian %s, PHP %s (FPM, OPcache %s), Redis %s, nginx %s, ab %s.',
    trim((string) shell_exec('date -u +%F')), $info['redislock'], (int) trim((string) shell_exec('nproc')), $cpu,
    trim((string) @file_get_contents('/etc/debian_version')), $info['php'], $info['opcache'] ? 'on' : 'off',
    $redisVersion, $nginxVersion, preg_match('/Version (\S+)/', (string) shell_exec('ab -V'), $m) ? $m[1] : '?');
$md[] = '';
$md[] = sprintf('nginx: worker_processes %s, access_log off, FastCGI to PHP-FPM over a Unix socket (a connection per request, as Debian sets up its pool). '
    . 'PHP-FPM: pm = %s, %d workers, memory_limit %s, request_terminate_timeout %s. Redis on loopback, on the same machine. '
    . 'ab -k, %d concurrent clients, %s requests per run (in the flash sale the stock is half of them), '
    . '%d interleaved rounds in a shuffled order, after a warm-up run of each; every figure is the median over the rounds. '
    . 'Load average before: %s; after: %s; %.1f minutes.',
    $nginxWorkers, $fpmPm, $fpmChildren, $info['memory_limit'], $fpmTerminate, $options['concurrency'], $n($options['requests']),
    $options['rounds'], $loadBefore, $loadAfter, $minutes);
$md[] = '';
$md[] = '| endpoint | library | requests/s | redislock is | p50 ms | p99 ms | failed | CPU µs per request: machine, Redis, FPM workers | Redis connections opened per request | held per worker | checks |';
$md[] = '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|';
foreach (ENDPOINTS as $endpoint => ['title' => $title, 'libraries' => $libraries]) {
    foreach ($libraries as $library) {
        $variantRuns = $runs[$endpoint][$library];
        $ratio = '';
        if ($library !== 'redislock') {
            $ratios = [];
            foreach ($variantRuns as $round => $run) {
                $ratios[] = $runs[$endpoint]['redislock'][$round]['rps'] / $run['rps'];
            }
            $ratio = sprintf('%.2fx', median($ratios));
        }
        $bad = count(array_filter($variantRuns, fn ($run) => $run['problems']));
        $data = $variantRuns[array_key_first($variantRuns)]['data'];
        $checks = match (true) {
            $library === 'none' && $endpoint === 'sale' => sprintf('not judged: %s orders for %s units sold', $n($data['orders']), $n($data['sold'])),
            $library === 'none' => 'none: no lock',
            $endpoint === 'sale' => sprintf('%s of %s units sold, orders = "ok" answers, stock never below 0', $n($data['sold']), $n($data['stock'])),
            $endpoint === 'queue' => sprintf('%s tasks, each acknowledged once, queue empty', $n($data['tasks'])),
            default => 'every lock released',
        };
        if ($library !== 'none') {
            $checks = $bad ? "**$bad of " . count($variantRuns) . ' runs failed**' : 'every run: ' . $checks;
        }
        $cpu = array_column($variantRuns, 'cpu');
        $md[] = sprintf('| %s | %s | %s | %s | %.2f | %.2f | %s | %.0f, %.0f, %.0f | %.3f | %.2f | %s |',
            $title, LIBRARIES[$library], format_rate(median(array_column($variantRuns, 'rps'))), $ratio,
            median(array_column($variantRuns, 'p50')), median(array_column($variantRuns, 'p99')),
            $n(array_sum(array_column($variantRuns, 'failed'))),
            median(array_column($cpu, 0)), median(array_column($cpu, 1)), median(array_column($cpu, 2)),
            median(array_column($variantRuns, 'opened')), median(array_column($variantRuns, 'held')), $checks);
    }
}
$md[] = '';
$md[] = '"redislock is": redislock\'s requests per second divided by this library\'s in the same round, median over the rounds; '
    . 'on a "no lock" row, redislock\'s share of that ceiling (the best any lock could do), so the ceiling divided by a peer\'s rate '
    . 'is the largest ratio redislock could reach against it here. '
    . '"failed": over all rounds (ab\'s failed requests, non-2xx answers, requests not completed). '
    . 'Connections opened per request: Redis\'s total_connections_received over the run, divided by its requests '
    . '(the flash sale\'s data, stock and orders, goes through a phpredis connection of the request\'s own in every version). '
    . 'Held per worker: connections open once the run is over, divided by the workers. '
    . 'CPU per request: the CPU time (user and system) the run used, divided by its requests: on the whole machine (nginx, ab and the kernel included), in Redis, in the PHP-FPM workers.';
$md[] = '';
$md[] = sprintf('Memory of the PHP-FPM workers (VmRSS, mean per worker), per library on freshly reloaded workers: '
    . 'after 1,000 warm-up requests on the uncontended lock endpoint, and after %s more.', $n($options['memory-requests']));
$md[] = '';
$md[] = '| library | RSS per worker after warm-up | after the long run | growth per worker | requests/s | failed |';
$md[] = '|---|---:|---:|---:|---:|---:|';
foreach ($memory as $library => $m) {
    $md[] = sprintf('| %s | %s kB | %s kB | %+.0f kB | %s | %s |', LIBRARIES[$library], $n(round($m['before'])), $n(round($m['after'])),
        $m['after'] - $m['before'], format_rate($m['rps']), $n($m['failed']));
}
$logs = ['PHP-FPM log' => "$dir/php-fpm.log", 'PHP error log' => "$dir/php-errors.log", 'nginx error log' => "$dir/nginx-error.log"];
$logLines = [];
foreach ($logs as $what => $file) {
    $lines = log_problems($file);
    if ($lines) {
        $logLines[] = sprintf('- %s: %d lines, the first: `%s`', $what, count($lines), str_replace('`', "'", $lines[0]));
    }
}
$md[] = '';
$md[] = $logLines ? "Logs:\n\n" . implode("\n", $logLines) : 'Logs: no warning or error from PHP-FPM, PHP or nginx.';
if ($problems || $failedTotal) {
    $md[] = '';
    $md[] = sprintf('**Checks failed** (%d failed requests in all):', $failedTotal);
    $md[] = '';
    foreach (array_slice($problems, 0, 20) as $problem) {
        $md[] = "- $problem";
    }
    count($problems) > 20 && $md[] = '- and ' . (count($problems) - 20) . ' more';
}
$section = implode("\n", $md) . "\n";
echo "\n", $section;
if ($options['markdown'] !== null) {
    file_put_contents($options['markdown'], $section);
}
exit($problems || $failedTotal ? 1 : 0);
