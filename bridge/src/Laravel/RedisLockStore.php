<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Laravel;

use Illuminate\Cache\RedisStore;
use Illuminate\Contracts\Redis\Factory as Redis;

/**
 * The cache store of the `redislock` driver: Laravel's Redis store for
 * every cache call (get, put, many, increment, tags, flush, ...), with
 * lock() and restoreLock() answering redislock locks (RedisLockCacheLock)
 * on the store's lock_connection.
 *
 * What does not map: restoreLock($name, $owner) takes the owner() of a
 * lock that was acquired (its redislock token); an owner chosen by the
 * application and passed to lock() is replaced by the token on
 * acquisition.
 */
class RedisLockStore extends RedisStore
{
    /**
     * @param array<string, mixed> $redislock redislock connection options
     *        laid over those of the lock connection (the store's `redislock`
     *        configuration key)
     */
    public function __construct(Redis $redis, $prefix = '', $connection = 'default', private array $redislock = [])
    {
        parent::__construct($redis, $prefix, $connection);
    }

    /**
     * A redislock lock on "<prefix><name>" for $seconds (0: no expiry).
     */
    public function lock($name, $seconds = 0, $owner = null)
    {
        $connection = $this->lockConnection();

        return new RedisLockCacheLock(
            ConnectionOptions::of($connection, $this->redislock),
            $connection,
            $this->prefix . $name,
            $seconds,
            $owner
        );
    }

    /**
     * The lock $name as held by the owner() token $owner, for another
     * process to release.
     */
    public function restoreLock($name, $owner)
    {
        return $this->lock($name, 0, $owner);
    }
}
