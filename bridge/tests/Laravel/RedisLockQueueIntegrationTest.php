<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\Laravel;

use Mockery;
use RedisLock\Bridge\Tests\Laravel\Upstream\RedisQueueIntegrationTest;

/**
 * Laravel's RedisQueueIntegrationTest, every test body as shipped, its
 * queue a RedisLock\Bridge\Laravel\RedisLockQueue (see bootstrap.php), on
 * phpredis and predis connections.
 *
 * Excluded (group "not-mapped"), because they read Laravel's own keys
 * (`queues:<queue>`, `:delayed`, `:reserved`, `:notify`) where this queue
 * keeps its jobs in one redislock queue: testExpiredJobsArePopped,
 * testMigrateMoreThan100Jobs, testPopProperlyPopsJobOffOfRedis,
 * testPopProperlyPopsDelayedJobOffOfRedis,
 * testPopPopsDelayedJobOffOfRedisWhenExpireNull,
 * testBlockingPopProperlyPopsExpiredJobs, testNotExpireJobsWhenExpireNull,
 * testExpireJobsWhenExpireSet and testRelease. The behaviours they check
 * through those keys (the visibility retry_after gives a reserved job, a
 * release's delay and attempts) are checked through the queue in
 * RedisLockQueueBehaviourTest.
 */
class RedisLockQueueIntegrationTest extends RedisQueueIntegrationTest
{
    /**
     * Counts Mockery's expectations as assertions before the test's own
     * tearDown() closes Mockery, as Mockery's PHPUnit integration does
     * (testBulkJobQueuedEvent asserts only through them).
     */
    protected function tearDown(): void
    {
        $container = Mockery::getContainer();
        if ($container !== null) {
            $this->addToAssertionCount($container->mockery_getExpectationCount());
        }
        parent::tearDown();
    }

    /**
     * Not mapped: pops the due jobs in order (that passes), then counts Laravel's sorted sets `queues:default:delayed` and `queues:default:reserved`, which this queue does not write.
     *
     * @group not-mapped
     * @dataProvider redisDriverProvider
     */
    public function testExpiredJobsArePopped($driver)
    {
        parent::testExpiredJobsArePopped($driver);
    }

    /**
     * Not mapped: checks the length of Laravel's list `queues:default:notify` after each pop; this queue wakes waiting workers without it.
     *
     * @group not-mapped
     * @dataProvider redisDriverProvider
     */
    public function testMigrateMoreThan100Jobs($driver)
    {
        parent::testMigrateMoreThan100Jobs($driver);
    }

    /**
     * Not mapped: reads the reserved job and its expiry from Laravel's sorted set `queues:default:reserved`.
     *
     * @group not-mapped
     * @dataProvider redisDriverProvider
     */
    public function testPopProperlyPopsJobOffOfRedis($driver)
    {
        parent::testPopProperlyPopsJobOffOfRedis($driver);
    }

    /**
     * Not mapped: reads the reserved job and its expiry from Laravel's sorted set `queues:default:reserved`.
     *
     * @group not-mapped
     * @dataProvider redisDriverProvider
     */
    public function testPopProperlyPopsDelayedJobOffOfRedis($driver)
    {
        parent::testPopProperlyPopsDelayedJobOffOfRedis($driver);
    }

    /**
     * Not mapped: reads the reserved job and its expiry from Laravel's sorted set `queues:default:reserved`.
     *
     * @group not-mapped
     * @dataProvider redisDriverProvider
     */
    public function testPopPopsDelayedJobOffOfRedisWhenExpireNull($driver)
    {
        parent::testPopPopsDelayedJobOffOfRedisWhenExpireNull($driver);
    }

    /**
     * Not mapped: counts Laravel's keys `queues:default:notify`, `:delayed` and `:reserved`.
     *
     * @group not-mapped
     * @dataProvider redisDriverProvider
     */
    public function testBlockingPopProperlyPopsExpiredJobs($driver)
    {
        parent::testBlockingPopProperlyPopsExpiredJobs($driver);
    }

    /**
     * Not mapped: reads the reserved jobs and their scores from Laravel's sorted set `queues:default:reserved`.
     *
     * @group not-mapped
     * @dataProvider redisDriverProvider
     */
    public function testNotExpireJobsWhenExpireNull($driver)
    {
        parent::testNotExpireJobsWhenExpireNull($driver);
    }

    /**
     * Not mapped: reads the reserved job and its expiry from Laravel's sorted set `queues:default:reserved`.
     *
     * @group not-mapped
     * @dataProvider redisDriverProvider
     */
    public function testExpireJobsWhenExpireSet($driver)
    {
        parent::testExpireJobsWhenExpireSet($driver);
    }

    /**
     * Not mapped: reads the released payload and its due time from Laravel's sorted set `queues:default:delayed`.
     *
     * @group not-mapped
     * @dataProvider redisDriverProvider
     */
    public function testRelease($driver)
    {
        parent::testRelease($driver);
    }
}
