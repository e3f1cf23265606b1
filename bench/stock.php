<?php
/*
 * The stock part of bench/run.php (table 10, `--only=stock`): selling a
 * fixed number of units to a crowd, three ways, against one Redis:
 *
 * - RedisStock::take() with a buyer and a per-buyer limit: one script per
 *   buyer (and with a hold, a take then a confirm()).
 * - The lock-guarded read-check-write of the articles RedisLock was copied
 *   from: RedisLock::lock() with a wait (so that every buyer gets an
 *   answer), then over phpredis GET of the stock key, a check, DECR, then
 *   unlock(). Every buyer of the item queues behind one holder.
 * - The floor: one EVALSHA over phpredis that decrements the stock key if
 *   it is at least 1 (no buyer, no limit, no record, no hold).
 *
 * Each buyer tries once. The buyers are spread over forked processes that
 * connect, wait at a barrier, then answer their buyers one after another;
 * a sale is timed from the first attempt to the last answer (hrtime, one
 * clock in every process). Every sale is checked: exactly the units sold,
 * no buyer above the limit, every reservation (or unit number) distinct.
 */
require_once __DIR__ . '/stats.php';

/* Seconds a lock-guarded buyer waits for the lock, and its lifetime. */
const BENCH_STOCK_LOCK_WAIT = 120;
const BENCH_STOCK_LOCK_EXPIRE = 10;

/* Interleaved rounds of each sale beside the expired holds (and of a fresh item's). */
const BENCH_STOCK_EXPIRED_ROUNDS = 3;

/* The floor's script: the unit's number (the stock left after it), or -1. */
const BENCH_STOCK_FLOOR_LUA = "local n = tonumber(redis.call('GET', KEYS[1]) or '0')\n"
    . "if n >= 1 then return redis.call('DECR', KEYS[1]) end\nreturn -1";

/* The keys of a RedisStock item (no prefix, an item without '}'). */
function bench_stock_keys(string $item): array
{
    $base = "Stock:$item";
    $keys = [$base];
    foreach ([':reservations', ':holds', ':finals', ':buyers', ':bybuyer', ':buyerquantity', ':requests', ':requestdue'] as $suffix) {
        $keys[] = '{' . $base . '}' . $suffix;
    }
    return $keys;
}

function bench_stock_object(int $port): RedisStock
{
    return new RedisStock(['port' => $port, 'persistent' => false, 'prefix' => '']);
}

/*
 * The ways to sell: label => [
 *   'prepare' => function (Redis $redis, int $port, string $item, int $units): void, puts the units on sale,
 *   'make' => function (int $port): Closure(string $item, string $buyer): ?string, made in each buyer
 *     process: one buyer's one try, its reservation (or unit number), null when none,
 *   'check' => function (Redis $redis, int $port, string $item, int $units, array $sold): array, the problems
 *     found in the sale once over ($sold: [buyer, reservation] of every answer that sold),
 *   'clear' => function (Redis $redis, string $item): void, drops the sale's keys ].
 * $limit: RedisStock's per-buyer limit; $hold: the hold (seconds) of the
 * way that confirms.
 */
function bench_stock_ways(int $limit, float $hold): array
{
    $stockPrepare = function (Redis $redis, int $port, string $item, int $units): void {
        bench_stock_object($port)->set($item, $units);
    };
    $stockCheck = function (Redis $redis, int $port, string $item, int $units, array $sold) use ($limit): array {
        $problems = [];
        $info = bench_stock_object($port)->info($item);
        $want = ['available' => 0, 'held' => 0, 'taken' => $units, 'holds' => 0];
        if (array_intersect_key($info, $want) != $want) {
            $problems[] = 'info() ' . json_encode($info) . ', not ' . json_encode($want);
        }
        $ids = array_column($sold, 1);
        count($sold) !== $units && $problems[] = count($sold) . " sold, not $units";
        count(array_unique($ids)) !== count($ids) && $problems[] = 'a reservation answered twice';
        // the server's records: one per reservation answered, none more,
        // no buyer above the limit
        $records = $redis->hGetAll(bench_stock_keys($item)[1]);
        array_diff($ids, array_keys($records)) && $problems[] = 'a reservation answered is not recorded';
        count($records) !== count($ids) && $problems[] = count($records) . ' reservations recorded, ' . count($ids) . ' answered';
        $per = [];
        foreach ($records as $record) {
            [, $quantity, , $buyer] = explode('|', $record, 4);
            $per[$buyer] = ($per[$buyer] ?? 0) + (int) $quantity;
        }
        $per && max($per) > $limit && $problems[] = 'a buyer above the limit of ' . $limit;
        return $problems;
    };
    $stockClear = fn (Redis $redis, string $item) => $redis->del(bench_stock_keys($item));
    $counterPrepare = fn (Redis $redis, int $port, string $item, int $units) => $redis->set("bench:stock:$item", $units);
    $counterCheck = function (Redis $redis, int $port, string $item, int $units, array $sold): array {
        $problems = [];
        $left = $redis->get("bench:stock:$item");
        (int) $left !== 0 && $problems[] = "stock left $left, not 0";
        count($sold) !== $units && $problems[] = count($sold) . " sold, not $units";
        $numbers = array_column($sold, 1);
        count(array_unique($numbers)) !== count($numbers) && $problems[] = 'a unit sold twice';
        return $problems;
    };
    $counterClear = fn (Redis $redis, string $item) => $redis->del("bench:stock:$item");
    return [
        "take(), limit $limit" => [
            'prepare' => $stockPrepare,
            'make' => function (int $port) use ($limit): Closure {
                $stock = bench_stock_object($port);
                return function (string $item, string $buyer) use ($stock, $limit): ?string {
                    return $stock->take($item, 1, $buyer, $limit) ?: null;
                };
            },
            'check' => $stockCheck,
            'clear' => $stockClear,
        ],
        "take(), hold {$hold} s, confirm()" => [
            'prepare' => $stockPrepare,
            'make' => function (int $port) use ($limit, $hold): Closure {
                $stock = bench_stock_object($port);
                return function (string $item, string $buyer) use ($stock, $limit, $hold): ?string {
                    $id = $stock->take($item, 1, $buyer, $limit, $hold);
                    if ($id === false) {
                        return null;
                    }
                    if (!$stock->confirm($item, $id)) {
                        throw new RuntimeException("confirm() of a live hold answered false");
                    }
                    return $id;
                };
            },
            'check' => $stockCheck,
            'clear' => $stockClear,
        ],
        'RedisLock + GET/check/DECR' => [
            'prepare' => $counterPrepare,
            'make' => function (int $port): Closure {
                $lock = new RedisLock(['port' => $port, 'persistent' => false, 'prefix' => '']);
                $redis = bench_phpredis($port);
                return function (string $item, string $buyer) use ($lock, $redis): ?string {
                    if (!$lock->lock("bench:stock:$item", BENCH_STOCK_LOCK_WAIT, BENCH_STOCK_LOCK_EXPIRE)) {
                        throw new RuntimeException('no lock within ' . BENCH_STOCK_LOCK_WAIT . ' s');
                    }
                    $unit = null;
                    if ((int) $redis->get("bench:stock:$item") >= 1) {
                        $unit = (string) $redis->decr("bench:stock:$item");
                    }
                    if (!$lock->unlock("bench:stock:$item")) {
                        throw new RuntimeException('unlock() answered false: the lock expired while held');
                    }
                    return $unit;
                };
            },
            'check' => $counterCheck,
            'clear' => $counterClear,
        ],
        'floor: EVALSHA if >= 1 DECR' => [
            'prepare' => $counterPrepare,
            'make' => function (int $port): Closure {
                $redis = bench_phpredis($port);
                $sha = $redis->script('load', BENCH_STOCK_FLOOR_LUA);
                return function (string $item, string $buyer) use ($redis, $sha): ?string {
                    $unit = $redis->evalSha($sha, ["bench:stock:$item"], 1);
                    if (!is_int($unit)) {
                        throw new RuntimeException('EVALSHA failed: ' . $redis->getLastError());
                    }
                    return $unit >= 0 ? (string) $unit : null;
                };
            },
            'check' => $counterCheck,
            'clear' => $counterClear,
        ],
    ];
}

/*
 * One sale: $units of $item put on sale by $way, $buyers buyers ("<item>:b<i>",
 * or $buyerPrefix<i>) tried once each by $procs forked processes (buyer i
 * by process i % $procs). Returns ['seconds' => from the first attempt to
 * the last answer, 'answered' => buyers answered, 'sold' => [[buyer,
 * reservation], ...], 'redis' => bench_stock_delta() over the sale,
 * 'problems' => the way's check and the processes' errors]. The sale's
 * keys are dropped after, unless $keep.
 */
function bench_stock_sale(Redis $redis, int $port, array $way, string $item, int $units, int $buyers, int $procs, bool $keep = false): array
{
    $units > 0 && $way['prepare']($redis, $port, $item, $units);
    $forked = bench_workers_fork($procs, function () use ($way, $port, $item, $buyers, $procs): Closure {
        $sell = $way['make']($port);
        return function (int $k, $socket) use ($sell, $item, $buyers, $procs): array {
            stream_set_timeout($socket, 60);
            fgets($socket); // the barrier
            $first = hrtime(true);
            $sold = [];
            $answered = 0;
            for ($i = $k; $i < $buyers; $i += $procs) {
                $buyer = "b$i";
                $reservation = $sell($item, $buyer);
                $answered++;
                $reservation === null || $sold[] = [$buyer, $reservation];
            }
            return ['first' => $first, 'last' => hrtime(true), 'answered' => $answered, 'sold' => $sold];
        };
    });
    $before = bench_stock_counts($redis);
    foreach ($forked[1] as $socket) {
        fwrite($socket, "go\n");
    }
    $results = bench_workers_join($forked, 600);
    $delta = bench_stock_delta($before, bench_stock_counts($redis));
    $problems = $sold = [];
    $first = PHP_INT_MAX;
    $last = $answered = 0;
    foreach ($results as $k => $result) {
        if (isset($result['error'])) {
            $problems[] = "process $k: {$result['error']}";
            continue;
        }
        $first = min($first, $result['first']);
        $last = max($last, $result['last']);
        $answered += $result['answered'];
        array_push($sold, ...$result['sold']);
    }
    $answered !== $buyers && $problems[] = "$answered of $buyers buyers answered";
    if (!$problems && $units > 0) {
        array_push($problems, ...$way['check']($redis, $port, $item, $units, $sold));
    }
    $keep || $way['clear']($redis, $item);
    return ['seconds' => $problems ? INF : ($last - $first) / 1e9, 'answered' => $answered, 'sold' => $sold,
        'redis' => $delta, 'problems' => $problems];
}

/*
 * Table 10: the flash sale ($units to $buyers one-try buyers from $procs
 * processes) every way, $rounds interleaved rounds (the order turned each
 * round), medians; the long sale ($longUnits to as many buyers: every take
 * sells) of take() against the floor, $longRounds rounds; a sale beside
 * $expired expired holds (abandoned carts), within the minute they are
 * kept and after it (when takes tidy them away), with the SLOWLOG at 50
 * ms checked empty. Adds the targets it misses and every failed check to
 * $failed.
 */
function bench_stock(Redis $redis, int $port, int $rounds, int $units, int $buyers, int $procs, int $limit,
    int $longUnits, int $longRounds, int $expired, bool $tidyWait, array &$failed): void
{
    $ways = bench_stock_ways($limit, 60);
    [$take, $confirm, $locked, $floor] = array_keys($ways);
    section("10. Flash sale: $units units, $buyers one-try buyers from $procs processes, $rounds interleaved rounds, median");
    $rates = $deltas = $problems = [];
    for ($r = 0; $r < $rounds; $r++) {
        $labels = array_keys($ways);
        $order = array_merge(array_slice($labels, $r % count($labels)), array_slice($labels, 0, $r % count($labels)));
        foreach ($order as $label) {
            $sale = bench_stock_sale($redis, $port, $ways[$label], "flash:$r:" . array_search($label, $labels), $units, $buyers, $procs);
            $rates[$label][] = $buyers / $sale['seconds'];
            $deltas[$label] = bench_stock_delta([], $sale['redis'], $deltas[$label] ?? null);
            foreach ($sale['problems'] as $p) {
                $problems[] = "$label, round $r: $p";
            }
        }
    }
    bench_stock_table($rates, $locked, $floor, $deltas, $buyers * $rounds, 'buyers answered/s');
    bench_stock_problems($problems, $failed);
    bench_sem_target("take() at least 10x the lock-guarded read-check-write", bench_stock_ratio($rates, $take, $locked), 10, $failed);
    bench_sem_target("take() at least 0.8x the floor", bench_stock_ratio($rates, $take, $floor), 0.8, $failed);

    if ($longUnits > 0) {
        section("10b. Long sale: $longUnits units to $longUnits buyers (every take sells) from $procs processes, $longRounds interleaved rounds, median");
        $long = array_intersect_key($ways, array_flip([$take, $floor]));
        $rates = $deltas = $problems = [];
        for ($r = 0; $r < $longRounds; $r++) {
            foreach ($r % 2 ? array_reverse($long) : $long as $label => $way) {
                $sale = bench_stock_sale($redis, $port, $way, "long:$r:" . ($label === $take ? 'take' : 'floor'), $longUnits, $longUnits, $procs);
                $rates[$label][] = $longUnits / $sale['seconds'];
                $deltas[$label] = bench_stock_delta([], $sale['redis'], $deltas[$label] ?? null);
                foreach ($sale['problems'] as $p) {
                    $problems[] = "$label, round $r: $p";
                }
            }
        }
        bench_stock_table($rates, null, $floor, $deltas, $longUnits * $longRounds, 'sales/s');
        bench_stock_problems($problems, $failed);
    }

    if ($expired > 0) {
        bench_stock_expired($redis, $port, $ways[$take], $units, $buyers, $procs, $limit, $expired, $tidyWait, $failed);
    }
}

/*
 * 10c: $expired abandoned carts (holds of 1 ms, one unit each, a buyer
 * each) on an item of $units, then the flash sale on it (its units set()
 * again before each), against the same sale on a fresh item, in
 * interleaved rounds; again once the carts are past the minute an expired
 * hold is kept (with $tidyWait), when every take that sells tidies some
 * away. The SLOWLOG (threshold 50 ms) must stay empty during the sales on
 * the carts' item.
 */
function bench_stock_expired(Redis $redis, int $port, array $way, int $units, int $buyers, int $procs, int $limit, int $expired,
    bool $tidyWait, array &$failed): void
{
    section("10c. The flash sale beside $expired expired holds (abandoned carts) on the item, SLOWLOG at 50 ms");
    $item = 'carts';
    $way['prepare']($redis, $port, $item, $units);
    $made = bench_stock_carts($redis, $port, $item, $units, $expired, $procs, $limit, $failed);

    $redis->config('SET', 'slowlog-log-slower-than', '50000');
    $phases = ['within the minute an expired hold is kept'];
    $tidyWait && $phases[] = 'past that minute (takes tidy up to 16 expired holds each)';
    $rows = [];
    $sales = 0;
    foreach ($phases as $n => $phase) {
        if ($n > 0) {
            $wait = 61 - (hrtime(true) - $made) / 1e9;
            printf("(waiting %.0f s for the carts to pass the minute)\n", max(0, $wait));
            $wait > 0 && usleep((int) ($wait * 1e6));
        }
        $rates = ['carts' => [], 'fresh' => []];
        $cpu = ['carts' => 0, 'fresh' => 0];
        $checks = [];
        $slow = ['carts' => [], 'fresh' => []];
        $tidied = 0;
        for ($r = 0; $r < BENCH_STOCK_EXPIRED_ROUNDS; $r++) {
            foreach ($r % 2 ? ['carts', 'fresh'] : ['fresh', 'carts'] as $which) {
                if ($which === 'fresh') {
                    // the control: a SLOWLOG entry during a sale on a fresh
                    // item (no expired hold to count or tidy) is the machine's
                    $way['prepare']($redis, $port, "fresh:$n:$r", $units);
                    $redis->slowlog('reset');
                    $sale = bench_stock_sale($redis, $port, $way, "fresh:$n:$r", 0, $buyers, $procs, true);
                    array_push($slow['fresh'], ...$redis->slowlog('get', 128));
                    $way['clear']($redis, "fresh:$n:$r");
                    count($sale['sold']) !== $units && $checks[] = count($sale['sold']) . " sold on a fresh item, not $units";
                } else {
                    $sales > 0 && $way['prepare']($redis, $port, $item, $units);   // the units sold before: set() again
                    $redis->slowlog('reset');
                    $before = $redis->hLen(bench_stock_keys($item)[1]);
                    $sale = bench_stock_sale($redis, $port, $way, $item, 0, $buyers, $procs, true);
                    array_push($slow['carts'], ...$redis->slowlog('get', 128));
                    $tidied += $before - $redis->hLen(bench_stock_keys($item)[1]) + $units;
                    $sales++;
                    $info = bench_stock_object($port)->info($item);
                    count($sale['sold']) !== $units && $checks[] = count($sale['sold']) . " sold, not $units";
                    ($info['available'] !== 0 || $info['taken'] !== $sales * $units) && $checks[] = 'info() ' . json_encode($info);
                }
                array_push($checks, ...$sale['problems']);
                $rates[$which][] = $buyers / $sale['seconds'];
                $cpu[$which] += $sale['redis']['cpu'] / $buyers * 1e6 / BENCH_STOCK_EXPIRED_ROUNDS;
            }
        }
        $slow['carts'] && $checks[] = 'SLOWLOG: ' . bench_stock_slowest($slow['carts']);
        foreach ($checks as $c) {
            $failed[] = "10c $phase: $c";
        }
        $rows[] = [$phase, median($rates['carts']), bench_stock_ratio($rates, 'carts', 'fresh'), $tidied, $cpu['carts'], $cpu['fresh'],
            count($slow['carts']), $slow['fresh'] ? count($slow['fresh']) . ', ' . bench_stock_slowest($slow['fresh']) : '0',
            $checks ? implode('; ', array_slice($checks, 0, 3)) : 'exact'];
    }
    echo "| the sale (" . BENCH_STOCK_EXPIRED_ROUNDS . " rounds) | buyers answered/s | against a fresh item | expired holds tidied | Redis CPU µs per buyer | on a fresh item | SLOWLOG entries >= 50 ms | on a fresh item | checks |\n";
    echo "|---|---:|---:|---:|---:|---:|---:|---|---|\n";
    foreach ($rows as [$phase, $rate, $ratio, $tidied, $usec, $freshUsec, $slow, $freshSlow, $checks]) {
        printf("| %s | %.0f | %.2fx | %d | %.1f | %.1f | %d | %s | %s |\n", $phase, $rate, $ratio, $tidied, $usec, $freshUsec, $slow, $freshSlow, $checks);
    }
    $redis->config('SET', 'slowlog-log-slower-than', '10000');
    $way['clear']($redis, $item);
}

/*
 * Makes $expired abandoned carts on $item (of $units): holds of 1 ms, one
 * unit and one buyer each, from $procs processes; prints how long that
 * took and what info() says once they expired (available() must be $units
 * again, else a failure is added to $failed). Returns when the last was
 * made (hrtime).
 */
function bench_stock_carts(Redis $redis, int $port, string $item, int $units, int $expired, int $procs, int $limit, array &$failed): int
{
    $t = hrtime(true);
    $carts = bench_workers_fork($procs, function () use ($port, $item, $expired, $procs, $limit): Closure {
        $stock = bench_stock_object($port);
        return function (int $k, $socket) use ($stock, $item, $expired, $procs, $limit): array {
            stream_set_timeout($socket, 60);
            fgets($socket); // the barrier
            for ($i = $k; $i < $expired; $i += $procs) {
                // a cart abandoned at once: a hold of 1 ms; tried again
                // while every unit is held by carts not yet expired
                for ($try = 0; $stock->take($item, 1, "cart$i", $limit, 0.001) === false; $try++) {
                    if ($try > 1000) {
                        return ['error' => 'no unit for a cart in 1,000 tries'];
                    }
                    usleep(1000);
                }
            }
            return ['ok' => true];
        };
    });
    foreach ($carts[1] as $socket) {
        fwrite($socket, "go\n");
    }
    foreach (bench_workers_join($carts, 600) as $k => $result) {
        isset($result['error']) && $failed[] = "cart process $k: {$result['error']}";
    }
    $made = hrtime(true);
    usleep(10000); // the last hold expired
    $records = $redis->hLen(bench_stock_keys($item)[1]);
    $info = bench_stock_object($port)->info($item);
    printf("%d carts made in %.1f s (%.0f takes/s); then info(): %s; %d reservations recorded\n", $expired, ($made - $t) / 1e9,
        $expired / (($made - $t) / 1e9), json_encode($info), $records);
    $info['available'] !== $units && $failed[] = "with $expired expired holds, available() {$info['available']}, not $units";
    return $made;
}

/* The slowest of SLOWLOG entries: its µs and its command. */
function bench_stock_slowest(array $entries): string
{
    usort($entries, fn ($a, $b) => $b[2] <=> $a[2]);
    return count($entries) . ' entries, the slowest ' . $entries[0][2] . ' µs: ' . implode(' ', array_slice($entries[0][3], 0, 2));
}

/* What Redis has counted so far: ['cpu' => its CPU seconds (user and
 * system, INFO cpu), 'calls' => commands run (those inside scripts too,
 * INFO commandstats, INFO left out), 'scripts' => µs of its EVAL and
 * EVALSHA calls (the commands they ran included)]. */
function bench_stock_counts(Redis $redis): array
{
    $cpu = $redis->info('cpu');
    $counts = ['cpu' => (float) $cpu['used_cpu_user'] + (float) $cpu['used_cpu_sys'], 'calls' => 0, 'scripts' => 0];
    foreach ($redis->info('commandstats') as $k => $v) {
        if ($k !== 'cmdstat_info' && preg_match('/calls=(\d+),usec=(\d+)/', $v, $m)) {
            $counts['calls'] += (int) $m[1];
            in_array($k, ['cmdstat_eval', 'cmdstat_evalsha'], true) && $counts['scripts'] += (int) $m[2];
        }
    }
    return $counts;
}

/* $after - $before (bench_stock_counts()), added to $sum when given. */
function bench_stock_delta(array $before, array $after, ?array $sum = null): array
{
    $delta = [];
    foreach ($after as $k => $v) {
        $delta[$k] = $v - ($before[$k] ?? 0) + ($sum[$k] ?? 0);
    }
    return $delta;
}

/* The median over the rounds of $label's rate divided by $base's in the
 * same round ($rates: label => the rate of each round): the sales of a
 * round run next to each other, so the machine's load weighs on both. */
function bench_stock_ratio(array $rates, string $label, string $base): float
{
    return median(array_map(fn ($x, $y) => $x / $y, $rates[$label], $rates[$base]));
}

/* Prints a table 10 row per way: its median rate, against the
 * lock-guarded way ($locked, when given) and the floor (bench_stock_ratio()),
 * and per buyer Redis's commands, its time in scripts and its CPU
 * ($deltas: label => bench_stock_delta() over $per buyers). */
function bench_stock_table(array $rates, ?string $locked, string $floor, array $deltas, int $per, string $unit): void
{
    echo "| way | $unit |" . ($locked ? ' against the lock |' : '') . " against the floor | Redis commands per buyer | Redis µs in scripts per buyer | Redis CPU µs per buyer |\n";
    echo '|---|---:|' . ($locked ? '---:|' : '') . "---:|---:|---:|---:|\n";
    foreach ($rates as $label => $x) {
        $d = $deltas[$label];
        printf("| %s | %.0f |%s %.2fx | %.1f | %.1f | %.1f |\n", $label, median($x),
            $locked ? sprintf(' %.1fx |', bench_stock_ratio($rates, $label, $locked)) : '', bench_stock_ratio($rates, $label, $floor),
            $d['calls'] / $per, $d['scripts'] / $per, $d['cpu'] / $per * 1e6);
    }
    echo "(rates: the median round; against: the median over the rounds of the ratio in the same round. Redis commands:\n"
        . " those scripts ran included, INFO commandstats; µs in scripts: EVAL and EVALSHA with the commands they ran, INFO\n"
        . " commandstats; CPU: the server process's user and system time, INFO cpu; over the timed rounds)\n";
}

function bench_stock_problems(array $problems, array &$failed): void
{
    echo $problems ? 'CHECKS FAILED: ' . implode('; ', array_slice($problems, 0, 10)) . "\n"
        : "checks: every sale exact (the units sold, no buyer above the limit, every reservation distinct)\n";
    array_push($failed, ...$problems);
}
