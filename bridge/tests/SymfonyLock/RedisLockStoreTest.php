<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyLock;

use RedisLock\Bridge\Symfony\Lock\RedisLockStore;
use Symfony\Component\Lock\PersistingStoreInterface;
use Symfony\Component\Lock\Tests\Store\AbstractRedisStoreTestCase;
use Symfony\Component\Lock\Tests\Store\BlockingStoreTestTrait;
use Symfony\Component\Lock\Tests\Store\UnserializableTestTrait;

/**
 * symfony/lock's own tests for its Redis store (AbstractRedisStoreTestCase,
 * with AbstractStoreTestCase and ExpiringStoreTestTrait), plus its
 * BlockingStoreTestTrait and UnserializableTestTrait, run unchanged
 * against RedisLockStore: only the store and its connection are made here.
 * SharedLockStoreTestTrait does not apply: the store offers no read locks.
 *
 * Excluded (group not-mapped), each testing what this store does otherwise
 * on purpose:
 * - testBackwardCompatibility: a lock taken in Symfony 5.1's format (a plain
 *   string at the resource's name) must conflict; this store's locks are
 *   redislock's, at Lock:<resource>, and never met Symfony's formats.
 * - testExpiration and testRefreshLock: they put a lock's expiration off
 *   by 0.5 s and expect it gone 0.75 s later; RedisLock::expire() counts
 *   any lifetime below 1 s as 1 s, so Redis keeps it 1 s.
 * - testUnserializableKey: it expects serialize() of a saved Key to fail;
 *   this store's Keys are serializable on purpose, so that another process
 *   can release the lock (RedisLockStoreBehaviourTest checks that).
 */
class RedisLockStoreTest extends AbstractRedisStoreTestCase
{
    use BlockingStoreTestTrait;
    use UnserializableTestTrait {
        testUnserializableKey as private assertUnserializableKey;
    }

    protected function getRedisConnection(): object
    {
        return new \RedisLock(['host' => getenv('REDIS_HOST') ?: '127.0.0.1', 'port' => (int) (getenv('REDIS_PORT') ?: 6379)]);
    }

    public function getStore(): PersistingStoreInterface
    {
        return new RedisLockStore($this->getRedisConnection());
    }

    /**
     * @group not-mapped
     */
    public function testBackwardCompatibility()
    {
        parent::testBackwardCompatibility();
    }

    /**
     * @group not-mapped
     */
    public function testExpiration()
    {
        parent::testExpiration();
    }

    /**
     * @group not-mapped
     */
    public function testRefreshLock()
    {
        parent::testRefreshLock();
    }

    /**
     * @group not-mapped
     */
    public function testUnserializableKey()
    {
        // UnserializableTestTrait's own, under this class's group
        $this->assertUnserializableKey();
    }
}
