<?php
/*
 * Flash sale: a product with a few units in stock and a few hundred buyers
 * (forked processes) arriving at once. Each buyer reads the stock, checks
 * it, pays (a short pause) and writes the stock back: the classic
 * read-check-decrement that oversells when two buyers interleave. The stock
 * lives in a file, standing in for the shop's database; RedisLock guards it.
 *
 * Each sale becomes an order on a RedisQueue. Order workers (forked too)
 * reserve() orders, waiting for them rather than polling, ship each and
 * acknowledge it with dequeue(). The first worker to take an order is
 * killed (SIGKILL) before it ships it: VISIBILITY seconds after it reserved
 * the order, the order is delivered again, to another worker. Every
 * shipment is a line in a file, so an order shipped twice would show.
 *
 * The same sale runs twice: with the lock, and without it for contrast.
 *
 *   php -d extension=modules/redislock.so demo/flash_sale.php [buyers] [stock]
 *
 * Talks to the Redis on REDISLOCK_TEST_PORT (scripts/demo starts one) or 6379.
 */

const ORDER_WORKERS = 3;
const VISIBILITY = 2;   // seconds an order reserved by a worker stays hidden from the others
const WAIT = 0.5;       // seconds a worker's reserve() waits for an order to come in
const TIME_LIMIT = 30;  // seconds after which a sale (and every process in it) counts as failed

$buyers = max(1, (int) ($argv[1] ?? 300));
$stock = max(1, (int) ($argv[2] ?? 10));
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

/* One buyer: read, check, pay, write back, then queue the order. */
function buy(int $buyer, string $dir, bool $guarded, array $params): void
{
    $lock = new RedisLock($params);
    $queue = new RedisQueue($params);
    if ($guarded && !$lock->lock('product:1', 10, 5, 20000)) {
        return; // could not get in within 10 s: the buyer gives up
    }
    $left = (int) file_get_contents("$dir/stock");
    if ($left > 0) {
        usleep(random_int(100, 400));            // payment check
        file_put_contents("$dir/stock", (string) ($left - 1));
        file_put_contents("$dir/sales", "buyer-$buyer\n", FILE_APPEND);
        $queue->enqueue('orders', "buyer-$buyer");
    }
    if ($guarded) {
        $lock->unlock('product:1');
    }
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

function run_sale(bool $guarded, int $buyers, int $stock, array $params): array
{
    $params['prefix'] .= $guarded ? 'locked:' : 'unlocked:';   // each sale its own keys
    $dir = sys_get_temp_dir() . '/flashsale-' . getmypid() . ($guarded ? '-locked' : '-unlocked');
    @mkdir($dir);
    array_map('unlink', glob("$dir/*"));
    file_put_contents("$dir/stock", (string) $stock);

    $started = hrtime(true);
    $workers = [];
    for ($i = 0; $i < ORDER_WORKERS; $i++) {
        $workers[fork(fn () => process_orders($dir, $params))] = true;
    }
    $pending = [];
    for ($i = 0; $i < $buyers; $i++) {
        $pending[fork(fn () => buy($i, $dir, $guarded, $params))] = true;
    }
    $label = $guarded ? 'with RedisLock   ' : 'without a lock   ';
    $killed = null;
    $failed = 0;
    $deadline = microtime(true) + TIME_LIMIT;
    // redrawn in place on a terminal; elsewhere (a CI log, a pipe) printed
    // once, when the sale is over
    $live = stream_isatty(STDOUT);
    $progress = static function () use (&$pending, &$killed, $label, $buyers, $dir): string {
        return sprintf('  %s buyers done %3d/%d, sold %3d, processed %3d%s', $label, $buyers - count($pending), $buyers,
            count(lines("$dir/sales")), count(lines("$dir/shipped")),
            $killed ? ', killed the worker holding ' . implode(', ', $killed['orders']) : '');
    };
    while (($pending || $workers) && microtime(true) < $deadline) {
        while (($pid = pcntl_waitpid(-1, $status, WNOHANG)) > 0) {
            $ok = $pid === ($killed['pid'] ?? null)
                ? pcntl_wifsignaled($status)
                : pcntl_wifexited($status) && pcntl_wexitstatus($status) === 0;
            $failed += $ok ? 0 : 1;
            unset($pending[$pid], $workers[$pid]);
        }
        if (!$pending && !is_file("$dir/closed")) {
            touch("$dir/closed");   // every order is queued: the workers stop once none is left
        }
        if (!$killed && is_file("$dir/victim")) {
            $killed = json_decode(file_get_contents("$dir/victim"), true);   // ['pid' =>, 'orders' => the ids it holds]
            posix_kill($killed['pid'], SIGKILL);
        }
        if ($live) {
            echo "\r", $progress();
        }
        usleep(50000);
    }
    foreach (array_keys($pending + $workers) as $pid) {   // out of time
        posix_kill($pid, SIGKILL);
        pcntl_waitpid($pid, $status);
        $failed++;
    }
    $seconds = (hrtime(true) - $started) / 1e9;
    echo $live ? "\r" : '', $progress(), "\n";

    $sales = lines("$dir/sales");
    $shipped = $delivery = [];                 // order => how many times it was shipped, by which delivery
    foreach (lines("$dir/shipped") as $line) {
        [$id, $attempts] = explode(' ', $line);
        $shipped[$id] = ($shipped[$id] ?? 0) + 1;
        $delivery[$id] = (int) $attempts;
    }
    $held = $killed['orders'] ?? [];
    $result = [
        'sold' => count($sales),
        'stock left' => (int) file_get_contents("$dir/stock"),
        'oversold' => max(0, count($sales) - $stock),
        'orders placed' => count($sales),
        'orders processed' => count($shipped),
        'processed twice' => count(array_filter($shipped, fn ($n) => $n > 1)),
        'orders lost' => count(array_diff($sales, array_keys($shipped))),
        'killed worker held' => match (count($held)) {
            0 => 'no order',
            1 => $held[0],
            default => $held[0] . ' +' . (count($held) - 1) . ' more',
        },
        '  delivered again' => count(array_filter($held, fn ($id) => ($delivery[$id] ?? 0) == 2)) . ' of ' . count($held),
        '  processed once' => count(array_filter($held, fn ($id) => ($shipped[$id] ?? 0) == 1)) . ' of ' . count($held),
        'processes failed' => $failed,
        'seconds' => round($seconds, 2),
    ];

    $wrong = [];
    if ($result['orders processed'] !== count($sales) || $result['processed twice'] || $result['orders lost']) {
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
    array_map('unlink', glob("$dir/*"));
    rmdir($dir);
    return [$result, $wrong];
}

printf("Flash sale: %d units, %d buyers arriving at once, %d order workers (the first to take an order is killed)\n\n",
    $stock, $buyers, ORDER_WORKERS);
[$locked, $wrong] = run_sale(true, $buyers, $stock, $params);
[$unlocked, $wrong_unlocked] = run_sale(false, $buyers, $stock, $params);
if ($locked['sold'] !== $stock || $locked['oversold'] !== 0 || $locked['stock left'] !== 0) {
    $wrong[] = 'the units were not sold exactly once';
}

printf("\n  %-18s %16s %16s\n", '', 'with RedisLock', 'without a lock');
foreach ($locked as $what => $value) {
    printf("  %-18s %16s %16s\n", $what, $value, $unlocked[$what]);
}

echo "\n";
if (!$wrong && !$wrong_unlocked) {
    echo "With the lock every unit was sold exactly once. In both sales every order was processed exactly\n",
        "once: the killed worker's was delivered again (attempt 2) once its ", VISIBILITY, " s of visibility were over,\n",
        "and another worker processed it.\n";
}
foreach ($wrong as $what) {
    echo "UNEXPECTED with RedisLock: $what.\n";
}
foreach ($wrong_unlocked as $what) {
    echo "UNEXPECTED without a lock: $what.\n";
}
if ($unlocked['oversold'] > 0) {
    echo "Without the lock, buyers read the same stock and {$unlocked['oversold']} units that did not exist were sold.\n";
}
exit($wrong || $wrong_unlocked ? 1 : 0);
