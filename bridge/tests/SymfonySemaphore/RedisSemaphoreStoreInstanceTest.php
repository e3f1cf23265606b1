<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonySemaphore;

use RedisLock\Bridge\Symfony\Semaphore\RedisSemaphoreStore;
use Symfony\Component\Semaphore\PersistingStoreInterface;

/**
 * The same tests of symfony/semaphore against RedisSemaphoreStore built
 * from a RedisSemaphore instance.
 *
 * Excluded (group not-mapped), each testing what such a store does
 * otherwise on purpose: testSaveWithLimitAt2 and
 * testSaveWithWeightAndLimitAt3 have one store hold two keys of one
 * resource at once; a RedisSemaphore object holds one set of permits per
 * name, so a store that has only the instance it was given refuses the
 * second key (SemaphoreAcquiringException; RedisSemaphoreStoreBehaviourTest
 * checks it). Built from options or a DSN, the store passes both.
 */
class RedisSemaphoreStoreInstanceTest extends RedisSemaphoreStoreTest
{
    public function getStore(): PersistingStoreInterface
    {
        return new RedisSemaphoreStore($this->getRedisConnection());
    }

    /**
     * @group not-mapped
     */
    public function testSaveWithLimitAt2()
    {
        parent::testSaveWithLimitAt2();
    }

    /**
     * @group not-mapped
     */
    public function testSaveWithWeightAndLimitAt3()
    {
        parent::testSaveWithWeightAndLimitAt3();
    }
}
