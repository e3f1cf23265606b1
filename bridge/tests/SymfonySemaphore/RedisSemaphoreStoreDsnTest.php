<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonySemaphore;

use RedisLock\Bridge\Symfony\Semaphore\RedisSemaphoreStore;
use Symfony\Component\Semaphore\PersistingStoreInterface;

/**
 * The same tests of symfony/semaphore against RedisSemaphoreStore built
 * from a DSN string. Nothing is excluded.
 */
class RedisSemaphoreStoreDsnTest extends RedisSemaphoreStoreTest
{
    public function getStore(): PersistingStoreInterface
    {
        return new RedisSemaphoreStore(sprintf('redis://%s:%d', self::host(), self::port()));
    }
}
