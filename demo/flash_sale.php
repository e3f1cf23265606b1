<?php
/*
 * Flash sale: a product with STOCK units, a crowd of buyers arriving at once
 * (ATTEMPTS tries from BUYER_PROCESSES forked processes, by BUYERS accounts
 * that keep clicking "buy"), each account allowed PER_BUYER units.
 *
 * Sold three ways, one after the other:
 *
 * - RedisStock: take() puts a unit in the buyer's cart (a hold of HOLD
 *   seconds) in one atomic step, the buyer pays outside any lock, then
 *   confirm()s. One cart in ABANDON_EVERY is abandoned (the payment
 *   fails): nobody cancels it, its hold expires and the unit comes back to
 *   the sale, where late buyers find it. The per-buyer limit is RedisStock's.
 * - RedisLock: the classic read-check-decrement of the stock, done under a
 *   lock; the buyer pays while holding it. The stock lives in a file,
 *   standing in for the shop's database; the limit is checked there too.
 * - no lock: the same read-check-decrement without the lock, for contrast.
 *
 * Every sale becomes an order on a RedisQueue. Order workers (forked too)
 * reserve() orders, waiting for them rather than polling, ship each and
 * acknowledge it with dequeue(). The first worker to take an order is
 * killed (SIGKILL) before it ships it: VISIBILITY seconds after it
 * reserved the order, the order is delivered again, to another worker.
 * Every shipment is a line in a file, so an order shipped twice would show.
 *
 *   php -d extension=modules/redislock.so demo/flash_sale.php [attempts] [stock]
 *
 * Talks to the Redis on REDISLOCK_TEST_PORT (scripts/demo starts one) or 6379.
 */

const BUYER_PROCESSES = 16;
const BUYERS = 150;        // accounts in the rush (each clicks about ATTEMPTS / BUYERS times)
const PER_BUYER = 2;       // units one account may buy
const HOLD = 1.5;          // seconds a RedisStock cart is kept unless confirmed
const ABANDON_EVERY = 4;   // in the rush, one cart in this many is abandoned (payment failed)
const LATE_ATTEMPTS = 200; // late buyers, once abandoned carts have come back (HOLD seconds after the rush)
const ORDER_WORKERS = 3;
const VISIBILITY = 2;      // seconds an order reserved by a worker stays hidden from the others
const WAIT = 0.5;          // seconds a worker's reserve() waits for an order to come in
const TIME_LIMIT = 30;     // seconds after which a sale (and every process in it) counts as failed
const ITEM = 'product:1';

$attempts = max(1, (int) ($argv[1] ?? 2000));
$stock = max(1, (int) ($argv[2] ?? 100));
$params = [
    'host' => '127.0.0.1',
    'port' => (int) (getenv('REDISLOCK_TEST_PORT') ?: 6379),
    'prefix' => 'flashsale:' . getmypid() . ':',
    'persistent' => false,
];

function fork(callable $work): int
{
    $pid = pcntl_fork();
    if ($pid === -1) {
        fwrite(STDERR, "fork failed\n");
        exit(1);
    }
    if ($pid === 0) {
        $work();
        exit(0);
    }
    return $pid;
}

function lines(string $file): array
{
    return is_file($file) ? file($file, FILE_IGNORE_NEW_LINES) : [];
}

/* A payment: a short pause; false for one cart in ABANDON_EVERY in the rush. */
function pay(int $attempt, bool $late): bool
{
    usleep(random_int(100, 400));
    return $late || $attempt % ABANDON_EVERY !== ABANDON_EVERY - 1;
}

/*
 * The ways to sell: name => function (array $params, string $dir, int $stock): Closure(string $buyer, int $attempt, bool $late): ?string,
 * made in a buyer process: one try of $buyer to buy one unit, the order id
 * when bought. Abandoned carts are counted in "$dir/abandoned".
 */
function ways(): array
{
    $inFile = function (bool $guarded): Closure {
        return function (array $params, string $dir) use ($guarded): Closure {
            $lock = new RedisLock($params);
            return function (string $buyer, int $attempt, bool $late) use ($lock, $dir, $guarded): ?string {
                if ($guarded && !$lock->lock(ITEM, 10, 5)) {
                    throw new RuntimeException('no lock within 10 s');
                }
                $order = null;
                $left = (int) file_get_contents("$dir/stock");
                $mine = count(array_keys(lines("$dir/sales"), $buyer));
                if ($left > 0 && $mine < PER_BUYER) {
                    if (pay($attempt, $late)) {
                        file_put_contents("$dir/stock", (string) ($left - 1));
                        file_put_contents("$dir/sales", "$buyer\n", FILE_APPEND);
                        $order = "$buyer:unit-$left:try-$attempt";   // without the lock two buyers can get one unit
                    } else {
                        file_put_contents("$dir/abandoned", "$buyer\n", FILE_APPEND);
                    }
                }
                $guarded && $lock->unlock(ITEM);
                return $order;
            };
        };
    };
    return [
        'RedisStock' => function (array $params, string $dir): Closure {
            $shop = new RedisStock($params);
            return function (string $buyer, int $attempt, bool $late) use ($shop, $dir): ?string {
                $cart = $shop->take(ITEM, 1, $buyer, PER_BUYER, HOLD);
                if ($cart === false) {
                    return null;                        // sold out, or this buyer has their PER_BUYER
                }
                if (!pay($attempt, $late)) {
                    file_put_contents("$dir/abandoned", "$buyer\n", FILE_APPEND);
                    return null;                        // the hold expires and the unit comes back
                }
                if (!$shop->confirm(ITEM, $cart)) {
                    throw new RuntimeException('a cart expired before its payment was confirmed');
                }
                file_put_contents("$dir/sales", "$buyer\n", FILE_APPEND);
                return "$buyer:$cart";
            };
        },
        'RedisLock' => $inFile(true),
        'no lock' => $inFile(false),
    ];
}

/*
 * One buyer process: connected, waits until $startAt (hrtime, the same
 * clock in every process: the crowd arrives at once, not as it is
 * forked), then tries $attempts (every BUYER_PROCESSES-th from $k), one
 * unit each, queues an order for each unit bought, and writes the time of
 * its first try and of its last answer to "$dir/times".
 */
function buy(Closure $make, array $params, string $dir, int $k, int $attempts, bool $late, int $startAt): void
{
    $sell = $make($params, $dir);
    $queue = new RedisQueue($params);
    $queue->size('orders');   // connected before the start
    while (hrtime(true) < $startAt) {
        usleep(1000);
    }
    $first = hrtime(true);
    for ($i = $k; $i < $attempts; $i += BUYER_PROCESSES) {
        $buyer = $late ? 'late-' . ($i % 50) : 'buyer-' . ($i % BUYERS);
        if (($order = $sell($buyer, $i, $late)) !== null) {
            $queue->enqueue('orders', $order);
            file_put_contents("$dir/orders", "$order\n", FILE_APPEND);
        }
    }
    file_put_contents("$dir/times", "$first " . hrtime(true) . "\n", FILE_APPEND);
}

/*
 * Ships one order: a line "order delivery" in the shipments file (one
 * append, which Linux keeps whole), so a second shipment of the same order
 * would be a second line. reserve() delivers an order again when its
 * worker did not dequeue() it within VISIBILITY seconds, whether or not that
 * worker shipped it, so real shipping must be safe to repeat or check such
 * a record first. The line also says which delivery shipped it
 * ('attempts': 1, or 2 once the worker that took it first died).
 */
function ship(string $dir, array $order): void
{
    file_put_contents("$dir/shipped", "{$order['id']} {$order['attempts']}\n", FILE_APPEND);
}

/*
 * Staged for the demo: the first worker to take orders in the sale says
 * which it holds and hangs, reserved but neither shipped nor acknowledged,
 * until the parent SIGKILLs it (as an OOM kill or a lost machine would).
 */
function be_killed_if_first(string $dir, array $orders): void
{
    if ($first = @fopen("$dir/victim.elected", 'x')) {      // only one process creates it
        fclose($first);
        $me = json_encode(['pid' => getmypid(), 'orders' => array_column($orders, 'id')]);
        file_put_contents("$dir/victim.tmp", $me);
        rename("$dir/victim.tmp", "$dir/victim");          // the parent reads it whole or not at all
        sleep(TIME_LIMIT);
        exit(1); // never killed: the parent reports the sale as failed
    }
}

/*
 * One order worker: reserves up to 10 orders at a time, waiting up to WAIT
 * seconds for one, ships each and acknowledges it with dequeue() and the
 * score reserve() gave. It stops once the sale is closed and the queue is
 * empty: an order reserved by a worker that died stays in the queue until
 * it is delivered again and acknowledged.
 */
function process_orders(string $dir, array $params): void
{
    $queue = new RedisQueue($params);
    $deadline = microtime(true) + TIME_LIMIT;
    for ($round = 0; $round < 1000 && microtime(true) < $deadline; $round++) {
        $orders = $queue->reserve('orders', 10, VISIBILITY, WAIT);
        if ($orders) {
            be_killed_if_first($dir, $orders);
        }
        foreach ($orders as $order) {
            ship($dir, $order);
            $queue->dequeue('orders', $order['id'], $order['score']);   // false: too late, delivered again
        }
        if (!$orders && is_file("$dir/closed") && $queue->size('orders') === 0) {
            return;
        }
    }
    exit(1); // out of rounds or time
}

/* Buyers answered per second in a wave: its tries over the time from the
 * first try of any of its processes to the last answer. */
function rate(string $dir, int $attempts): float
{
    $first = $last = [];
    foreach (lines("$dir/times") as $line) {
        [$first[], $last[]] = array_map('intval', explode(' ', $line));
    }
    return $first ? $attempts / max(1e-9, (max($last) - min($first)) / 1e9) : 0.0;
}

function run_sale(string $way, Closure $make, int $attempts, int $stock, array $params): array
{
    $params['prefix'] .= strtolower(str_replace(' ', '', $way)) . ':';   // each sale its own keys
    $dir = sys_get_temp_dir() . '/flashsale-' . getmypid() . '-' . strtolower(str_replace(' ', '', $way));
    @mkdir($dir);
    array_map('unlink', glob("$dir/*"));
    file_put_contents("$dir/stock", (string) $stock);
    $shop = new RedisStock($params);
    $way === 'RedisStock' && $shop->set(ITEM, $stock);

    $started = hrtime(true);
    $workers = [];
    for ($i = 0; $i < ORDER_WORKERS; $i++) {
        $workers[fork(fn () => process_orders($dir, $params))] = true;
    }
    $pending = [];
    $startAt = hrtime(true) + 300000000;   // 0.3 s: every buyer process forked and connected
    for ($k = 0; $k < BUYER_PROCESSES; $k++) {
        $pending[fork(fn () => buy($make, $params, $dir, $k, $attempts, false, $startAt))] = true;
    }
    $label = sprintf('%-12s', $way);
    $killed = $rush = $lateFrom = null;
    $failed = 0;
    $deadline = microtime(true) + TIME_LIMIT;
    // redrawn in place on a terminal; elsewhere (a CI log, a pipe) printed
    // once, when the sale is over
    $live = stream_isatty(STDOUT);
    $progress = static function () use (&$pending, &$killed, &$lateFrom, $label, $dir): string {
        return sprintf('  %s %-6s sold %3d, carts abandoned %3d, orders processed %3d%s', $label,
            $lateFrom === null ? 'rush' : 'late', count(lines("$dir/sales")), count(lines("$dir/abandoned")),
            count(lines("$dir/shipped")), $killed ? ', killed the worker holding orders of ' . implode(', ', array_map(fn ($id) => explode(':', $id)[0], $killed['orders'])) : '');
    };
    while (($pending || $workers) && microtime(true) < $deadline) {
        while (($pid = pcntl_waitpid(-1, $status, WNOHANG)) > 0) {
            $ok = $pid === ($killed['pid'] ?? null)
                ? pcntl_wifsignaled($status)
                : pcntl_wifexited($status) && pcntl_wexitstatus($status) === 0;
            $failed += $ok ? 0 : 1;
            unset($pending[$pid], $workers[$pid]);
        }
        if (!$pending && $rush === null) {
            // the rush is over: the late buyers come once the abandoned
            // carts have come back
            $rush = rate($dir, $attempts);
            $lateFrom = microtime(true) + HOLD + 0.1;
            unlink("$dir/times");
        }
        if ($rush !== null && $lateFrom !== null && !is_file("$dir/late") && microtime(true) >= $lateFrom) {
            touch("$dir/late");
            for ($k = 0; $k < BUYER_PROCESSES; $k++) {
                $pending[fork(fn () => buy($make, $params, $dir, $k, LATE_ATTEMPTS, true, 0))] = true;
            }
        }
        if (!$pending && is_file("$dir/late") && !is_file("$dir/closed")) {
            touch("$dir/closed");   // every order is queued: the workers stop once none is left
        }
        if (!$killed && is_file("$dir/victim")) {
            $killed = json_decode(file_get_contents("$dir/victim"), true);   // ['pid' =>, 'orders' => the ids it holds]
            posix_kill($killed['pid'], SIGKILL);
        }
        if ($live) {
            echo "\r", $progress();
        }
        usleep(20000);
    }
    foreach (array_keys($pending + $workers) as $pid) {   // out of time
        posix_kill($pid, SIGKILL);
        pcntl_waitpid($pid, $status);
        $failed++;
    }
    $seconds = (hrtime(true) - $started) / 1e9;
    echo $live ? "\r" : '', $progress(), "\n";

    $sales = lines("$dir/sales");
    $orders = lines("$dir/orders");
    $shipped = $delivery = [];                 // order => how many times it was shipped, by which delivery
    foreach (lines("$dir/shipped") as $line) {
        [$id, $attempt] = explode(' ', $line);
        $shipped[$id] = ($shipped[$id] ?? 0) + 1;
        $delivery[$id] = (int) $attempt;
    }
    $perBuyer = array_count_values($sales);
    $held = $killed['orders'] ?? [];
    $info = $way === 'RedisStock' ? $shop->info(ITEM) : null;
    $left = $info ? $info['available'] : (int) file_get_contents("$dir/stock");
    $result = [
        'rush: buyers answered/s' => round($rush ?? 0),
        '  against RedisLock' => '',
        'sold' => count($sales),
        'stock left' => $left,
        'oversold' => max(0, count($sales) - $stock),
        'most units one buyer got' => $perBuyer ? max($perBuyer) : 0,
        'carts abandoned' => count(lines("$dir/abandoned")),
        'info(): available' => $info['available'] ?? '-',
        '        held' => $info['held'] ?? '-',
        '        taken' => $info['taken'] ?? '-',
        '        holds' => $info['holds'] ?? '-',
        '        buyers' => $info['buyers'] ?? '-',
        'orders placed' => count($orders),
        'orders processed' => count($shipped),
        'processed twice' => count(array_filter($shipped, fn ($n) => $n > 1)),
        'orders lost' => count(array_diff($orders, array_keys($shipped))),
        'killed worker held' => match (count($held)) {
            0 => 'no order',
            1 => explode(':', $held[0])[0],
            default => explode(':', $held[0])[0] . ' +' . (count($held) - 1) . ' more',
        },
        '  delivered again' => count(array_filter($held, fn ($id) => ($delivery[$id] ?? 0) == 2)) . ' of ' . count($held),
        '  processed once' => count(array_filter($held, fn ($id) => ($shipped[$id] ?? 0) == 1)) . ' of ' . count($held),
        'processes failed' => $failed,
        'seconds' => round($seconds, 2),
    ];

    $wrong = [];
    if (count($orders) !== count($sales) || count($shipped) !== count($orders) || $result['processed twice'] || $result['orders lost']) {
        $wrong[] = 'an order was lost or processed twice';
    }
    if (!$held) {
        $wrong[] = 'no worker was killed';
    }
    foreach ($held as $id) {
        if (($delivery[$id] ?? 0) != 2 || ($shipped[$id] ?? 0) != 1) {
            $wrong[] = "$id, held by the killed worker, was not processed exactly once on its second delivery";
        }
    }
    if ($failed) {
        $wrong[] = "$failed processes failed or ran out of time";
    }
    if ($way !== 'no lock') {
        if (count($sales) !== $stock || $left !== 0) {
            $wrong[] = "not every unit was sold exactly once (sold " . count($sales) . ", left $left)";
        }
        if ($result['most units one buyer got'] > PER_BUYER) {
            $wrong[] = 'a buyer got more than ' . PER_BUYER . ' units';
        }
    }
    $expected = ['available' => 0, 'held' => 0, 'taken' => $stock, 'holds' => 0, 'buyers' => count($perBuyer)];
    if ($info !== null && $info != $expected) {
        $wrong[] = 'info() answered ' . json_encode($info) . ', not ' . json_encode($expected);
    }
    array_map('unlink', glob("$dir/*"));
    rmdir($dir);
    return [$result, $wrong];
}

printf("Flash sale: %d units, %d tries by %d buyers at once from %d processes, at most %d units a buyer;\n"
    . "one cart in %d abandoned in the rush; %d late tries once the abandoned carts came back (%g s holds);\n"
    . "%d order workers (the first to take an order is killed)\n\n",
    $stock, $attempts, BUYERS, BUYER_PROCESSES, PER_BUYER, ABANDON_EVERY, LATE_ATTEMPTS, HOLD, ORDER_WORKERS);
$results = $wrongs = [];
foreach (ways() as $way => $make) {
    [$results[$way], $wrongs[$way]] = run_sale($way, $make, $attempts, $stock, $params);
}
foreach ($results as $way => $result) {
    $lock = $results['RedisLock']['rush: buyers answered/s'];
    $results[$way]['  against RedisLock'] = $lock > 0 ? sprintf('%.1fx', $result['rush: buyers answered/s'] / $lock) : '-';
}

printf("\n  %-26s %12s %12s %12s\n", '', ...array_keys($results));
foreach (array_keys($results['RedisStock']) as $what) {
    printf("  %-26s %12s %12s %12s\n", $what, ...array_map(fn ($r) => $r[$what], array_values($results)));
}

echo "\n";
$stockRate = $results['RedisStock']['rush: buyers answered/s'];
$lockRate = $results['RedisLock']['rush: buyers answered/s'];
if (!$wrongs['RedisStock'] && !$wrongs['RedisLock']) {
    printf("RedisStock and RedisLock both sold every unit exactly once, within the limit of %d a buyer; RedisStock\n"
        . "answered the rush %.1fx as fast: one atomic take() per click, the payment outside any lock, where\n"
        . "the lock makes every buyer queue behind the one paying. %d abandoned carts came back to the sale on\n"
        . "their own once their %g s hold expired (nothing swept them), and late buyers bought them; info() counts\n"
        . "exactly: %d taken, 0 held, 0 available. Every order was processed exactly once: the killed worker's\n"
        . "was delivered again (attempt 2) once its %d s of visibility were over, and another worker processed it.\n",
        PER_BUYER, $lockRate > 0 ? $stockRate / $lockRate : 0, $results['RedisStock']['carts abandoned'], HOLD, $stock, VISIBILITY);
}
foreach ($wrongs as $way => $wrong) {
    foreach ($wrong as $what) {
        echo "UNEXPECTED with $way: $what.\n";
    }
}
if ($results['no lock']['oversold'] > 0) {
    echo "Without the lock, buyers read the same stock and {$results['no lock']['oversold']} units that did not exist were sold.\n";
}
exit(array_filter($wrongs) ? 1 : 0);
