<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Laravel;

use Illuminate\Cache\CacheManager;
use Illuminate\Queue\QueueManager;
use Illuminate\Support\ServiceProvider;

/**
 * Registers the driver `redislock` for the cache (config/cache.php: a
 * store with 'driver' => 'redislock' and the keys of the `redis` driver:
 * connection, lock_connection, prefix, plus an optional `redislock` array
 * of extension options) and for the queue (config/queue.php: a connection
 * with 'driver' => 'redislock': connection, queue, retry_after, block_for,
 * after_commit, redislock). Nothing else changes: the application keeps
 * Cache::lock(), dispatch() and queue:work.
 */
class RedisLockServiceProvider extends ServiceProvider
{
    public function register()
    {
        $this->callAfterResolving('cache', function (CacheManager $cache): void {
            $cache->extend('redislock', function ($app, array $config) {
                $connection = $config['connection'] ?? 'default';
                $store = new RedisLockStore(
                    $app['redis'],
                    $this->getPrefix($config),
                    $connection,
                    $config['redislock'] ?? []
                );

                return $this->repository($store->setLockConnection($config['lock_connection'] ?? $connection));
            });
        });
        $this->callAfterResolving('queue', function (QueueManager $queue): void {
            $queue->addConnector('redislock', fn () => new RedisLockConnector($this->app['redis']));
        });
    }
}
