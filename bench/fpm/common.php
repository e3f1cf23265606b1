<?php
/*
 * What the endpoints of the PHP-FPM benchmark (bench/fpm.php, run by
 * scripts/bench-fpm) share: where Redis is, each library wired as its
 * documentation shows a new user, the shop's data operations, the response,
 * and the record of what each request did, which the driver checks once ab
 * is done. bench/fpm.php includes it too, for the names of the keys.
 *
 * Every library keeps its own defaults, connections included:
 *
 *   redislock      new RedisLock / new RedisQueue with a host and a port: a
 *                  persistent connection, kept by the FPM worker across
 *                  requests (redislock.persistent is on unless turned off)
 *   phpredis       new Redis() and connect(), as its README shows: a
 *                  connection per request, closed at the request's end. The
 *                  shop's own data (stock, orders) goes through it in every
 *                  version, and symfony/lock's RedisStore is built on it
 *   Laravel        a RedisManager with the phpredis client and a "default"
 *                  connection (persistent is off in Laravel's config); the
 *                  cache store's locks and the queue use that connection
 *
 * The pool's environment (scripts/bench-fpm writes it) gives
 * REDISLOCK_TEST_PORT, the throwaway Redis on 127.0.0.1, and FPM_BENCH_EVENTS,
 * a file to which each request appends what it did ("ok", "sold out",
 * "enqueued <id>", "acked <id>"): one write() of a short line to a file
 * opened with O_APPEND, so lines of concurrent workers never mix, and
 * nothing in Redis beside what the libraries themselves send.
 */

const REDIS_HOST = '127.0.0.1';
define('REDIS_PORT', (int) (getenv('REDISLOCK_TEST_PORT') ?: 6379));

/* The flash sale: one lock for every buyer, the stock counter, the orders. */
const SALE_LOCK = 'flash-sale';
const STOCK_KEY = 'stock';
const ORDERS_KEY = 'orders';
/* The queue the queue endpoints put one task on and take one task off. */
const QUEUE_NAME = 'jobs';

/* A fresh id for an order, a lock name or a task: 16 hex digits. */
function new_id(): string
{
    return bin2hex(random_bytes(8));
}

/* The shop's Redis client: phpredis, connected per request. */
function phpredis(): Redis
{
    $redis = new Redis();
    $redis->connect(REDIS_HOST, REDIS_PORT);
    return $redis;
}

/* redislock's connection options: its defaults (persistent) and where Redis is. */
function redislock_options(): array
{
    return ['host' => REDIS_HOST, 'port' => REDIS_PORT];
}

/* symfony/lock's lock factory on a RedisStore over $redis. */
function symfony_locks(Redis $redis): Symfony\Component\Lock\LockFactory
{
    require_once '/usr/share/php/Symfony/Component/Lock/autoload.php';
    return new Symfony\Component\Lock\LockFactory(new Symfony\Component\Lock\Store\RedisStore($redis));
}

/* Laravel's Redis, as config/database.php sets it up without an
 * application: the phpredis client, one "default" connection. */
function laravel_redis(): Illuminate\Redis\RedisManager
{
    require_once '/usr/share/php/Illuminate/Container/autoload.php';
    require_once '/usr/share/php/Illuminate/Redis/autoload.php';
    return new Illuminate\Redis\RedisManager(new Illuminate\Container\Container(), 'phpredis',
        ['default' => ['host' => REDIS_HOST, 'port' => REDIS_PORT, 'database' => 0]]);
}

/* Laravel's Redis cache store, whose lock() Cache::lock() calls. */
function laravel_cache(Illuminate\Redis\RedisManager $redis): Illuminate\Cache\RedisStore
{
    require_once '/usr/share/php/Illuminate/Cache/autoload.php';
    return new Illuminate\Cache\RedisStore($redis, 'laravel_cache', 'default');
}

/* Laravel's Redis queue (retry_after 60 s, no blocking pop), with the
 * container its jobs are resolved through, as the queue manager makes it. */
function laravel_queue(Illuminate\Redis\RedisManager $redis): Illuminate\Queue\RedisQueue
{
    require_once '/usr/share/php/Illuminate/Queue/autoload.php';
    $queue = new Illuminate\Queue\RedisQueue($redis, QUEUE_NAME);
    $queue->setContainer(new Illuminate\Container\Container());
    $queue->setConnectionName('redis');
    return $queue;
}

/*
 * One buyer, inside the lock: read the stock, and if any is left write it
 * back one lower and append the order. GET then SET, not DECR: without the
 * lock, two buyers reading the same stock would both sell. $redis is a
 * phpredis client or a Laravel connection (which forwards to one). Returns
 * whether this buyer got a unit.
 */
function sell_one(object $redis): bool
{
    $stock = (int) $redis->get(STOCK_KEY);
    if ($stock <= 0) {
        return false;
    }
    $redis->set(STOCK_KEY, $stock - 1);
    $redis->rPush(ORDERS_KEY, 'order-' . new_id());
    return true;
}

/* Records what this request did: a line in the events file. */
function record(string $event): void
{
    file_put_contents(getenv('FPM_BENCH_EVENTS'), "$event\n", FILE_APPEND);
}

/* Sends $body with its length, so that nginx can keep ab's connection open
 * (ab speaks HTTP/1.0, which has no chunked encoding). */
function respond(string $body, int $status = 200): void
{
    http_response_code($status);
    header('Content-Type: text/plain');
    header('Content-Length: ' . strlen($body));
    echo $body;
}

/* The flash sale's answer, recorded: "ok" or "sold out". */
function respond_sale(bool $sold): void
{
    $answer = $sold ? 'ok' : 'sold out';
    record($answer);
    respond($answer);
}
