<?php
/*
 * Flash sale: a product with a few units in stock and a few hundred buyers
 * (forked processes) arriving at once. Each buyer reads the stock, checks
 * it, pays (a short pause) and writes the stock back: the classic
 * read-check-decrement that oversells when two buyers interleave. The stock
 * lives in a file, standing in for the shop's database; RedisLock guards it,
 * and each sale becomes an order on a RedisQueue taken by order workers.
 *
 * The same sale runs twice: with the lock, and without it for contrast.
 *
 *   php -d extension=modules/redislock.so demo/flash_sale.php [buyers] [stock]
 *
 * Talks to the Redis on REDISLOCK_TEST_PORT (scripts/demo starts one) or 6379.
 */

const ORDER_WORKERS = 3;

$buyers = (int) ($argv[1] ?? 300);
$stock = (int) ($argv[2] ?? 10);
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

/* One order worker: takes orders until the sale is over and none is left. */
function process_orders(string $dir, array $params): void
{
    $queue = new RedisQueue($params);
    for (;;) {
        $orders = $queue->pop('orders', 20);
        foreach ($orders as $order) {
            file_put_contents("$dir/processed", $order['id'] . "\n", FILE_APPEND);
        }
        if (!$orders) {
            if (is_file("$dir/closed")) {
                return;
            }
            usleep(2000);
        }
    }
}

function run_sale(bool $guarded, int $buyers, int $stock, array $params): array
{
    $dir = sys_get_temp_dir() . '/flashsale-' . getmypid() . ($guarded ? '-locked' : '-unlocked');
    @mkdir($dir);
    array_map('unlink', glob("$dir/*"));
    file_put_contents("$dir/stock", (string) $stock);

    $started = hrtime(true);
    $workers = [];
    for ($i = 0; $i < ORDER_WORKERS; $i++) {
        $workers[] = fork(fn () => process_orders($dir, $params));
    }
    $pending = [];
    for ($i = 0; $i < $buyers; $i++) {
        $pending[fork(fn () => buy($i, $dir, $guarded, $params))] = true;
    }
    $label = $guarded ? 'with RedisLock   ' : 'without a lock   ';
    while ($pending) {
        while (($pid = pcntl_waitpid(-1, $status, WNOHANG)) > 0) {
            unset($pending[$pid]);
        }
        printf("\r  %s buyers done %3d/%d, sold %3d", $label, $buyers - count($pending), $buyers, count(lines("$dir/sales")));
        usleep(50000);
    }
    touch("$dir/closed");
    foreach ($workers as $pid) {
        pcntl_waitpid($pid, $status);
    }
    $seconds = (hrtime(true) - $started) / 1e9;
    printf("\r  %s buyers done %3d/%d, sold %3d\n", $label, $buyers, $buyers, count(lines("$dir/sales")));

    $sales = lines("$dir/sales");
    $processed = lines("$dir/processed");
    $result = [
        'sold' => count($sales),
        'stock left' => (int) file_get_contents("$dir/stock"),
        'oversold' => max(0, count($sales) - $stock),
        'orders processed' => count($processed),
        'processed twice' => count($processed) - count(array_unique($processed)),
        'orders lost' => count(array_diff($sales, $processed)),
        'seconds' => round($seconds, 2),
    ];
    array_map('unlink', glob("$dir/*"));
    rmdir($dir);
    return $result;
}

printf("Flash sale: %d units, %d buyers arriving at once, %d order workers\n\n", $stock, $buyers, ORDER_WORKERS);
$locked = run_sale(true, $buyers, $stock, $params);
$unlocked = run_sale(false, $buyers, $stock, $params);

printf("\n  %-18s %16s %16s\n", '', 'with RedisLock', 'without a lock');
foreach ($locked as $what => $value) {
    printf("  %-18s %16s %16s\n", $what, $value, $unlocked[$what]);
}

$ok = $locked['sold'] === $stock && $locked['oversold'] === 0 && $locked['orders processed'] === $stock
    && $locked['processed twice'] === 0 && $locked['orders lost'] === 0;
echo "\n", $ok
    ? "With the lock every unit was sold exactly once and every order processed exactly once.\n"
    : "UNEXPECTED: the guarded sale did not come out exact.\n";
if ($unlocked['oversold'] > 0) {
    echo "Without it, buyers read the same stock and {$unlocked['oversold']} units that did not exist were sold.\n";
}
exit($ok ? 0 : 1);
