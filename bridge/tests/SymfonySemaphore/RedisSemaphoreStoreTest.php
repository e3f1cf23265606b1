<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonySemaphore;

use RedisLock\Bridge\Symfony\Semaphore\RedisSemaphoreStore;
use Symfony\Component\Semaphore\PersistingStoreInterface;
use Symfony\Component\Semaphore\Tests\Store\AbstractRedisStoreTestCase;

/**
 * symfony/semaphore's own tests for its Redis store
 * (AbstractRedisStoreTestCase, with AbstractStoreTestCase), run unchanged
 * against RedisSemaphoreStore built from an options array: only the store
 * and its connection are made here. The Redis is the suite's throwaway
 * one (REDIS_HOST, REDIS_PORT), emptied before each test as Symfony's
 * RedisStoreTest empties its own. Nothing is excluded.
 */
class RedisSemaphoreStoreTest extends AbstractRedisStoreTestCase
{
    protected function setUp(): void
    {
        $redis = new \Redis();
        $redis->connect(self::host(), self::port());
        $redis->flushDB();
        $redis->close();
    }

    /** The options of the suite's Redis, as RedisSemaphore takes them. */
    protected static function options(): array
    {
        return ['host' => self::host(), 'port' => self::port()];
    }

    protected static function host(): string
    {
        return getenv('REDIS_HOST') ?: '127.0.0.1';
    }

    protected static function port(): int
    {
        return (int) (getenv('REDIS_PORT') ?: 6379);
    }

    protected function getRedisConnection(): object
    {
        return new \RedisSemaphore(self::options());
    }

    public function getStore(): PersistingStoreInterface
    {
        return new RedisSemaphoreStore(self::options());
    }
}
