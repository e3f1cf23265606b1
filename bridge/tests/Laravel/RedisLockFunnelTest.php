<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\Laravel;

use Illuminate\Contracts\Redis\LimiterTimeoutException;
use Illuminate\Foundation\Testing\Concerns\InteractsWithRedis;
use PHPUnit\Framework\TestCase;
use RedisLock\Bridge\Laravel\ConcurrencyLimiter;

/**
 * ConcurrencyLimiter::funnel(), Laravel's funnel builder on the
 * semaphore-based limiter.
 */
class RedisLockFunnelTest extends TestCase
{
    use InteractsWithRedis;

    protected function setUp(): void
    {
        parent::setUp();
        $this->setUpRedis();
    }

    protected function tearDown(): void
    {
        parent::tearDown();
        $this->tearDownRedis();
    }

    public function testTheFunnelRunsTheCallbackInAFreeSlot(): void
    {
        $connection = $this->redis['phpredis']->connection();

        $result = ConcurrencyLimiter::funnel($connection, 'exports')->limit(1)->releaseAfter(5)->block(0)
            ->then(fn () => 'ran');

        $this->assertSame('ran', $result);
    }

    public function testTheFunnelCallsTheFailureWhenEverySlotIsTaken(): void
    {
        $connection = $this->redis['phpredis']->connection();
        $this->assertTrue((new ConcurrencyLimiter($connection, 'exports', 1, 5))->block(0));

        $result = ConcurrencyLimiter::funnel($connection, 'exports')->limit(1)->releaseAfter(5)->block(0)
            ->then(fn () => 'ran', fn (LimiterTimeoutException $e) => 'full');

        $this->assertSame('full', $result);
    }
}
