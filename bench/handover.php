<?php
/*
 * Hand-over benchmark: PROCS forked processes each take one hot
 * lock ROUNDS times, doing a non-atomic GET/SET increment of a counter
 * inside, with each library's default waiting behaviour:
 *
 *   redislock      RedisLock::lock($name, 30) (default $waitIntervalUs)
 *   symfony/lock   Lock::acquire(true) on a RedisStore, over phpredis
 *   laravel        Illuminate PhpRedisLock::block(30), over phpredis
 *
 * All three run in this one invocation against the same Redis, and report
 * hand-overs per second, the counter (must be PROCS x ROUNDS) and the ratio
 * to symfony/lock. A last row, "no contention", has one redislock process do
 * all PROCS x ROUNDS rounds alone: the floor no hand-over scheme can beat,
 * since the lock serialises the rounds either way. Timing starts when every
 * process is connected and waiting at a barrier.
 *
 * Then redislock's hand-over protocol, by figures that do not drift with
 * the machine's load (tests/inc/hotlock.inc, which the tests use too): 16
 * contenders x 20 rounds of lock, GET, SET, unlock, run 5 times on a
 * server of its own, with MONITOR counting the commands clients send
 * (those scripts run are not counted): commands per round, BLPOP per
 * hand-over, and the hand-over latency, from the start of an unlock() to
 * the return of the next lock() (median and 99th percentile). Printed as
 * a markdown table, dated, with the machine and its load.
 *
 * Run it with scripts/bench-handover, or:
 *
 *   php -d extension=modules/redislock.so bench/handover.php [procs] [rounds]
 *
 * Needs phpredis and Debian's php-symfony-lock, php-illuminate-cache and
 * php-illuminate-redis. Redis: REDISLOCK_TEST_PORT or 6379 on 127.0.0.1.
 */

require __DIR__ . '/../tests/inc/setup.inc';
require __DIR__ . '/../tests/inc/hotlock.inc';
require __DIR__ . '/stats.php';
require '/usr/share/php/Symfony/Component/Lock/autoload.php';
require '/usr/share/php/Illuminate/Cache/autoload.php';
require '/usr/share/php/Illuminate/Redis/autoload.php';

$procs = (int) ($argv[1] ?? 16);
$rounds = (int) ($argv[2] ?? 20);
$port = (int) (getenv('REDISLOCK_TEST_PORT') ?: 6379);

function phpredis(int $port): Redis
{
    $redis = new Redis();
    $redis->connect('127.0.0.1', $port);
    return $redis;
}

/* The contenders. Each returns a function doing one locked increment; it
 * is created in the child, after the fork. */
$contenders = [
    'redislock' => function (int $port, string $name): Closure {
        $lock = new RedisLock(['port' => $port, 'persistent' => false]);
        return function (callable $critical) use ($lock, $name) {
            if (!$lock->lock($name, 30)) {
                throw new RuntimeException('redislock: not acquired');
            }
            $critical();
            $lock->unlock($name);
        };
    },
    'symfony/lock' => function (int $port, string $name): Closure {
        $factory = new Symfony\Component\Lock\LockFactory(new Symfony\Component\Lock\Store\RedisStore(phpredis($port)));
        return function (callable $critical) use ($factory, $name) {
            $lock = $factory->createLock($name, 30);
            $lock->acquire(true);
            $critical();
            $lock->release();
        };
    },
    'laravel' => function (int $port, string $name): Closure {
        $connection = new Illuminate\Redis\Connections\PhpRedisConnection(phpredis($port));
        return function (callable $critical) use ($connection, $name) {
            $lock = new Illuminate\Cache\PhpRedisLock($connection, $name, 30);
            if (!$lock->block(30)) {
                throw new RuntimeException('laravel: not acquired');
            }
            $critical();
            $lock->release();
        };
    },
];

/* Runs one contender; returns [seconds, final counter]. */
function run(Closure $make, int $procs, int $rounds, int $port, string $label): array
{
    $name = "bench:handover:$label:" . getmypid();
    $counter = "$name:counter";
    $control = phpredis($port);
    $ready = "$name:ready";
    $go = "$name:go";
    $control->del($counter, $ready, $go);
    $pids = [];
    for ($p = 0; $p < $procs; $p++) {
        $pid = pcntl_fork();
        if ($pid === 0) {
            $redis = phpredis($port);
            $locked = $make($port, $name);
            // connected and set up: wait at the barrier, so that only the
            // hand-overs are timed, not forking and connecting
            $redis->incr($ready);
            $redis->blPop([$go], 30);
            for ($r = 0; $r < $rounds; $r++) {
                $locked(function () use ($redis, $counter) {
                    $value = (int) $redis->get($counter);   // read ...
                    $redis->set($counter, $value + 1);      // ... then write: racy without the lock
                });
            }
            exit(0);
        }
        $pids[] = $pid;
    }
    while ((int) $control->get($ready) < $procs) {
        usleep(1000);
    }
    $start = hrtime(true);
    $control->rPush($go, ...array_fill(0, $procs, 1));
    foreach ($pids as $pid) {
        pcntl_waitpid($pid, $status);
    }
    $seconds = (hrtime(true) - $start) / 1e9;
    $count = (int) $control->get($counter);
    $control->del($counter, $ready, $go);
    return [$seconds, $count];
}

printf("Hand-over: %d processes x %d acquisitions of one lock, GET/SET increment inside\n\n", $procs, $rounds);
printf("%-14s %12s %14s %10s %16s\n", 'library', 'seconds', 'hand-overs/s', 'counter', 'vs symfony/lock');
$results = [];
foreach ($contenders as $label => $make) {
    $results[$label] = run($make, $procs, $rounds, $port, $label);
}
$results['no contention'] = run($contenders['redislock'], 1, $procs * $rounds, $port, 'alone');
$expected = $procs * $rounds;
$base = $expected / $results['symfony/lock'][0];
$ok = true;
foreach ($results as $label => [$seconds, $count]) {
    $rate = $expected / $seconds;
    printf("%-14s %12.3f %14.1f %10s %15.1fx\n", $label, $seconds, $rate,
        $count === $expected ? "$count ok" : "$count BAD", $rate / $base);
    $ok = $ok && $count === $expected;
}

/* ---- redislock's protocol: commands, wake-ups, hand-over latency ---- */

$loadavg = fn () => implode(' ', array_slice(explode(' ', (string) file_get_contents('/proc/loadavg')), 0, 3));
[$protocolPort, $protocolPid] = rl_server_start();
$loadBefore = $loadavg();
$runs = [];
for ($i = 0; $i < 5; $i++) {
    $run = rl_hot_lock_run($protocolPort, 'bench:hot', 16, 20, ['port' => $protocolPort, 'persistent' => false]);
    $ok = $ok && $run['counter'] === 320 && !$run['failures'];
    $runs[] = $run;
}
$loadAfter = $loadavg();
preg_match('/redis_version:(\S+)/', rl_redis_at($protocolPort, 'INFO', 'server'), $version);
rl_server_stop($protocolPid);
$column = fn (string $key) => array_column($runs, $key);
$commands = [];
foreach ($runs as $run) {
    foreach ($run['commands'] as $command => $count) {
        $commands[$command][] = $count / 320;
    }
}
$perCommand = implode(', ', array_map(fn ($c) => sprintf('%s %.2f', $c, median($commands[$c])), array_keys($commands)));
echo "\n## The hot lock's protocol (`scripts/bench-handover`)\n\n";
printf("**Run on %s**, redislock %s: %d cores (%s), PHP %s, Redis %s on loopback; load average %s before, %s after.\n\n",
    gmdate('Y-m-d'), phpversion('redislock'), (int) trim((string) shell_exec('nproc')),
    preg_match('/^model name\s*:\s*(.+)$/m', (string) file_get_contents('/proc/cpuinfo'), $cpu) ? $cpu[1] : '?',
    PHP_VERSION, $version[1] ?? '?', $loadBefore, $loadAfter);
echo "16 forked contenders, 20 rounds each of `lock(\$name, 30)`, GET, SET, `unlock()`; 5 runs, medians.\n\n";
echo "| commands per round | by command, per round | BLPOP per hand-over | rounds handed over | hand-over latency p50 | p99 | longest lock() | counter |\n";
echo "|---:|---|---:|---:|---:|---:|---:|---|\n";
printf("| %.3f | %s | %.2f | %.1f%% | %.0f µs | %.0f µs | %.1f ms | %s |\n",
    median($column('per_round')), $perCommand,
    median(array_map(fn ($r) => ($r['commands']['BLPOP'] ?? 0) / max(1, $r['handed']), $runs)),
    100 * median($column('handed')) / 320,
    median(array_column($column('handover'), 0)), median(array_column($column('handover'), 1)),
    1000 * median($column('longest')),
    implode(', ', array_unique(array_map(fn ($r) => $r['counter'] === 320 && !$r['failures'] ? '320, exact' : "{$r['counter']} BAD", $runs))));
exit($ok ? 0 : 1);
