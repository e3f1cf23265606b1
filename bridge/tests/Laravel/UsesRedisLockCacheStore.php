<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\Laravel;

use RedisLock\Bridge\Laravel\RedisLockServiceProvider;

/**
 * How Laravel's cache lock tests get a redislock store: the application's
 * `redis` cache store is configured with the driver `redislock` (its other
 * keys, connection and lock_connection, as the tests set them), and the
 * bridge's service provider is registered.
 */
trait UsesRedisLockCacheStore
{
    protected function getEnvironmentSetUp($app)
    {
        $app['config']->set('cache.stores.redis.driver', 'redislock');
    }

    protected function getPackageProviders($app)
    {
        return [RedisLockServiceProvider::class];
    }
}
