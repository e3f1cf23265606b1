<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\Laravel;

use Illuminate\Tests\Integration\Cache\PhpRedisCacheLockTest;

/**
 * Laravel's PhpRedisCacheLockTest on the `redislock` cache store: the lock
 * is taken and released whatever serializer the phpredis lock connection
 * uses (redislock has its own connection, which sends the token as it is).
 *
 * Excluded (group "not-mapped"): the tests of a serializer or compression
 * that Debian's phpredis is built without (msgpack, lzf, zstd, lz4); they
 * skip themselves there, whatever the store.
 */
class PhpRedisLockCacheLockTest extends PhpRedisCacheLockTest
{
    use UsesRedisLockCacheStore;

    /**
     * Not mapped: Debian's phpredis has no msgpack serializer.
     *
     * @group not-mapped
     */
    public function testRedisLockCanBeAcquiredAndReleasedWithMsgpackSerialization()
    {
        parent::testRedisLockCanBeAcquiredAndReleasedWithMsgpackSerialization();
    }

    /**
     * Not mapped: Debian's PHP has no lzf extension.
     *
     * @group not-mapped
     */
    public function testRedisLockCanBeAcquiredAndReleasedWithLzfCompression()
    {
        parent::testRedisLockCanBeAcquiredAndReleasedWithLzfCompression();
    }

    /**
     * Not mapped: Debian's PHP has no zstd extension.
     *
     * @group not-mapped
     */
    public function testRedisLockCanBeAcquiredAndReleasedWithZstdCompression()
    {
        parent::testRedisLockCanBeAcquiredAndReleasedWithZstdCompression();
    }

    /**
     * Not mapped: Debian's PHP has no lz4 extension.
     *
     * @group not-mapped
     */
    public function testRedisLockCanBeAcquiredAndReleasedWithLz4Compression()
    {
        parent::testRedisLockCanBeAcquiredAndReleasedWithLz4Compression();
    }

    /**
     * Not mapped: Debian's PHP has no lzf extension.
     *
     * @group not-mapped
     */
    public function testRedisLockCanBeAcquiredAndReleasedWithSerializationAndCompression()
    {
        parent::testRedisLockCanBeAcquiredAndReleasedWithSerializationAndCompression();
    }
}
