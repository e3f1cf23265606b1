<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\Laravel;

use RedisLock\Bridge\Tests\Laravel\Upstream\ConcurrentLimiterTest;

/**
 * Laravel's ConcurrentLimiterTest, every test body as shipped, its limiter
 * (and the test's subclass of it that never releases) a
 * RedisLock\Bridge\Laravel\ConcurrencyLimiter (see bootstrap.php).
 */
class RedisLockConcurrentLimiterTest extends ConcurrentLimiterTest
{
}
