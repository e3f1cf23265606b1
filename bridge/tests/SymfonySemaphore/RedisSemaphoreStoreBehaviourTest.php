<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonySemaphore;

use PHPUnit\Framework\TestCase;
use RedisLock\Bridge\Symfony\Semaphore\RedisSemaphoreStore;
use Symfony\Component\Semaphore\Exception\InvalidArgumentException;
use Symfony\Component\Semaphore\Exception\SemaphoreAcquiringException;
use Symfony\Component\Semaphore\Key;
use Symfony\Component\Semaphore\Semaphore;

/**
 * What RedisSemaphoreStore does beyond symfony/semaphore's own tests, as
 * its class comment and docs/frameworks.md say: a key's weight taken and
 * given back whole in Redis, a store built from an instance holding one
 * key per resource, TTLs the extension takes, and Symfony's Semaphore on
 * top of it.
 */
class RedisSemaphoreStoreBehaviourTest extends TestCase
{
    private \Redis $redis;

    protected function setUp(): void
    {
        $this->redis = new \Redis();
        $this->redis->connect(getenv('REDIS_HOST') ?: '127.0.0.1', (int) (getenv('REDIS_PORT') ?: 6379));
        $this->redis->flushDB();
    }

    private static function options(): array
    {
        return ['host' => getenv('REDIS_HOST') ?: '127.0.0.1', 'port' => (int) (getenv('REDIS_PORT') ?: 6379)];
    }

    /** The permits of $resource held in Redis now (a member each). */
    private function permits(string $resource): int
    {
        return (int) $this->redis->zCard("Semaphore:$resource");
    }

    public function testAKeysWeightIsTakenWholeOrNotAtAllAndGivenBackWhole(): void
    {
        $store = new RedisSemaphoreStore(self::options());
        $heavy = new Key('reports', 5, 3);
        $store->save($heavy, 10);
        $this->assertSame(3, $this->permits('reports'));

        $second = new Key('reports', 5, 3);
        try {
            $store->save($second, 10);
            $this->fail('a weight of 3 with 2 permits free was saved');
        } catch (SemaphoreAcquiringException $e) {
        }
        $this->assertSame(3, $this->permits('reports'), 'a refused key takes nothing');
        $this->assertFalse($store->exists($second));

        $light = new Key('reports', 5, 2);
        $store->save($light, 10);
        $this->assertSame(5, $this->permits('reports'));

        $store->delete($heavy);
        $this->assertSame(2, $this->permits('reports'));
        $store->save($second, 10);
        $this->assertTrue($store->exists($second));
        $this->assertSame(5, $this->permits('reports'));
        $store->delete($second);
        $store->delete($light);
        $this->assertSame(0, $this->permits('reports'));
    }

    public function testAStoreBuiltFromAnInstanceHoldsOneKeyPerResource(): void
    {
        $store = new RedisSemaphoreStore(new \RedisSemaphore(self::options()));
        $first = new Key('exports', 2);
        $second = new Key('exports', 2);
        $store->save($first, 10);
        try {
            $store->save($second, 10);
            $this->fail('the instance already holds the resource for another key');
        } catch (SemaphoreAcquiringException $e) {
            $this->assertStringContainsString('for another key', $e->getMessage());
        }
        $this->assertTrue($store->exists($first));
        $this->assertFalse($store->exists($second));
        $this->assertSame(1, $this->permits('exports'));

        $store->delete($first);
        $store->save($second, 10);
        $this->assertFalse($store->exists($first));
        $this->assertTrue($store->exists($second));
        $store->delete($second);
        $this->assertSame(0, $this->permits('exports'));
    }

    public function testAnInstanceKeyWhosePermitsExpiredIsNotTakenForTheNextKey(): void
    {
        $store = new RedisSemaphoreStore(new \RedisSemaphore(self::options()));
        $first = new Key('imports', 1);
        $store->save($first, 1);
        usleep(1100000);
        $second = new Key('imports', 1);
        $store->save($second, 10);
        $this->assertFalse($store->exists($first));
        $this->assertTrue($store->exists($second));
        $store->delete($first);
        $this->assertTrue($store->exists($second), "deleting the expired key leaves the next key's permit");
        $store->delete($second);
    }

    public function testASavedKeyDoesNotSerialize(): void
    {
        $store = new RedisSemaphoreStore(self::options());
        $key = new Key('travel', 1);
        $this->assertIsString(serialize($key), 'a key not saved serializes');
        $store->save($key, 10);
        try {
            serialize($key);
            $this->fail('a saved key serialized');
        } catch (\Exception $e) {
            $this->assertStringContainsString("Serialization of 'RedisSemaphore' is not allowed", $e->getMessage());
        }
        $store->delete($key);
        $this->assertIsString(serialize($key), 'a deleted key serializes again');
    }

    public function testATtlOfZeroOrLessIsRefused(): void
    {
        $store = new RedisSemaphoreStore(self::options());
        $this->expectException(InvalidArgumentException::class);
        $store->save(new Key('ttl', 1), 0);
    }

    public function testSymfonysSemaphoreOnTheStore(): void
    {
        $store = new RedisSemaphoreStore(sprintf('redis://%s:%d', getenv('REDIS_HOST') ?: '127.0.0.1', (int) (getenv('REDIS_PORT') ?: 6379)));
        $a = new Semaphore(new Key('payments', 3, 2), $store, 30);
        $b = new Semaphore(new Key('payments', 3, 2), $store, 30);
        $this->assertTrue($a->acquire());
        $this->assertFalse($b->acquire());
        $a->refresh(60);
        $this->assertTrue($a->isAcquired());
        $this->assertGreaterThan(55000, $this->redis->pttl('Semaphore:payments'));
        $a->release();
        $this->assertTrue($b->acquire());
        $this->assertSame(2, $this->permits('payments'));
        $b->release();
        $this->assertSame(0, $this->permits('payments'));
    }
}
