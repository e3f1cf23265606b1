<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\Laravel;

use Illuminate\Support\Facades\Cache;
use Orchestra\Testbench\TestCase;
use RedisLock\Bridge\Laravel\RedisLockStore;

/**
 * The `redislock` cache store as config/cache.php declares it: the cache
 * calls stay Laravel's Redis store's, and a lock's owner() restores it in
 * another process.
 */
class RedisLockCacheStoreBehaviourTest extends TestCase
{
    use UsesRedisLockCacheStore;

    protected function tearDown(): void
    {
        $this->app['redis']->connection('cache')->flushdb();
        $this->app['redis']->connection('default')->flushdb();
        parent::tearDown();
    }

    public function testCacheCallsGoToLaravelsRedisStore(): void
    {
        $store = Cache::store('redis');

        $store->put('colour', 'blue', 60);
        $store->increment('visits', 3);

        $this->assertInstanceOf(RedisLockStore::class, $store->getStore());
        $this->assertSame('blue', $store->get('colour'));
        $this->assertSame(serialize('blue'), $this->app['redis']->connection('cache')->get('laravel_cache:colour'));
        $this->assertEquals(3, $store->get('visits'));
    }

    public function testALockIsReleasedByAnotherProcessGivenItsOwner(): void
    {
        $lock = Cache::store('redis')->lock('report', 30);
        $this->assertTrue($lock->get());
        $owner = $lock->owner();

        $pid = pcntl_fork();
        if ($pid === 0) {
            $released = Cache::store('redis')->restoreLock('report', $owner)->release();
            exit($released ? 0 : 1);
        }
        pcntl_waitpid($pid, $status);

        $this->assertSame(0, pcntl_wexitstatus($status), 'the other process released the lock');
        $this->assertTrue(Cache::store('redis')->lock('report', 30)->get());
        $this->assertFalse($lock->release(), 'the first holder no longer holds it');
    }

    public function testAnOwnerThatIsNotTheTokenReleasesNothing(): void
    {
        $lock = Cache::store('redis')->lock('report', 30);
        $this->assertTrue($lock->get());

        $this->assertFalse(Cache::store('redis')->restoreLock('report', 'someone-else')->release());
        $this->assertFalse(Cache::store('redis')->lock('report', 30)->get());
        $this->assertTrue($lock->release());
    }
}
