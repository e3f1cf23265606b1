<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\Laravel;

use Illuminate\Tests\Integration\Cache\RedisCacheLockTest;

/**
 * Laravel's RedisCacheLockTest, every test as shipped, on the `redislock`
 * cache store.
 */
class RedisLockCacheLockTest extends RedisCacheLockTest
{
    use UsesRedisLockCacheStore;
}
