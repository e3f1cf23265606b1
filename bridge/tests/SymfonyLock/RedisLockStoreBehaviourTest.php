<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyLock;

use PHPUnit\Framework\TestCase;
use RedisLock\Bridge\Symfony\Lock\RedisLockStore;
use Symfony\Component\Lock\Exception\InvalidTtlException;
use Symfony\Component\Lock\Exception\LockAcquiringException;
use Symfony\Component\Lock\Exception\LockConflictedException;
use Symfony\Component\Lock\Exception\LockStorageException;
use Symfony\Component\Lock\Key;
use Symfony\Component\Lock\LockFactory;

/**
 * What RedisLockStore adds to symfony/lock's own store tests: Keys that
 * survive serialize() into another process, waiters served in arrival
 * order, two Keys of one resource in one process, the three ways to make
 * the store, Redis failures as Symfony's exceptions, and
 * release_at_shutdown, which does not apply to the store's locks.
 */
class RedisLockStoreBehaviourTest extends TestCase
{
    private static function port(): int
    {
        return (int) (getenv('REDIS_PORT') ?: 6379);
    }

    private static function options(): array
    {
        return ['host' => getenv('REDIS_HOST') ?: '127.0.0.1', 'port' => self::port()];
    }

    private static function store(float $ttl = 300.0): RedisLockStore
    {
        return new RedisLockStore(self::options(), $ttl);
    }

    /**
     * Forks a child that runs $child(the socket to this process) and exits
     * 0 when it returns; answers [pid, socket].
     *
     * @return array{int, resource}
     */
    private static function fork(\Closure $child): array
    {
        $pair = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
        $pid = pcntl_fork();
        if ($pid === 0) {
            fclose($pair[0]);
            stream_set_timeout($pair[1], 10);
            $status = 0;
            try {
                $child($pair[1]);
            } catch (\Throwable $e) {
                fwrite($pair[1], 'error: ' . $e->getMessage() . "\n");
                $status = 1;
            }
            exit($status);
        }
        fclose($pair[1]);
        stream_set_timeout($pair[0], 10);
        return [$pid, $pair[0]];
    }

    /* Waits up to 5 s until the lock $resource has $count waiters (the
     * sorted set of its waiters, beside its key); answers whether it did. */
    private static function waitersReach(string $resource, int $count): bool
    {
        $redis = new \Redis();
        $redis->connect(getenv('REDIS_HOST') ?: '127.0.0.1', self::port());
        for ($i = 0; $i < 5000; $i++) {
            if ($redis->zCard("{Lock:$resource}:waiters") >= $count) {
                return true;
            }
            usleep(1000);
        }
        return false;
    }

    public function testAKeyReleasedByAnotherProcessAfterSerialize(): void
    {
        $key = new Key(uniqid(__METHOD__, true));
        $store = self::store();
        $store->save($key);
        $serialized = serialize($key);

        [$pid, $socket] = self::fork(static function ($socket) use ($serialized): void {
            $key = unserialize($serialized);
            $store = self::store();
            $answer = $store->exists($key) ? 'held' : 'not held';
            $store->putOffExpiration($key, 30);
            $store->delete($key);
            fwrite($socket, $answer . ($store->exists($key) ? ', still held' : ', released') . "\n");
        });
        $this->assertSame("held, released\n", fgets($socket));
        pcntl_waitpid($pid, $status);

        $this->assertFalse($store->exists($key));
        $other = new Key((string) $key);
        $store->save($other);
        $this->assertTrue($store->exists($other));
        // the first Key's token is over: deleting it leaves the new lock alone
        $store->delete($key);
        $this->assertTrue($store->exists($other));
        $store->delete($other);
    }

    public function testWaitersAreServedInArrivalOrderWhenReleased(): void
    {
        $resource = uniqid(__METHOD__, true);
        $store = self::store();
        $key = new Key($resource);
        $store->save($key);

        $children = [];
        foreach (['first', 'second'] as $n => $who) {
            $children[$who] = self::fork(static function ($socket) use ($resource, $who): void {
                $store = self::store();
                $key = new Key($resource);
                $store->waitAndSave($key);
                fwrite($socket, "$who " . hrtime(true) . "\n");
                usleep(100000);
                $store->delete($key);
            });
            // the first waiter is in line before the second asks
            $this->assertTrue(self::waitersReach($resource, $n + 1), "waiter $who never joined the lock's waiters");
        }
        $released = hrtime(true);
        $store->delete($key);

        $served = [];
        foreach ($children as $who => [$pid, $socket]) {
            [$name, $at] = explode(' ', trim((string) fgets($socket))) + [1 => 0];
            $this->assertSame($who, $name);
            $served[$who] = (int) $at;
            pcntl_waitpid($pid, $status);
        }
        $this->assertLessThan($served['second'], $served['first'], 'served in arrival order');
        // handed over by the release (the lock would have lived 300 s)
        $this->assertLessThan(2e9, $served['first'] - $released);
    }

    public function testReleaseAtShutdownLeavesTheLockOfAKey(): void
    {
        // documented: the store gives every lock's token to its Key, and
        // RedisLock keeps such a lock when its object ends
        [$pid, $socket] = self::fork(static function ($socket): void {
            $store = new RedisLockStore(self::options() + ['release_at_shutdown' => true]);
            $key = new Key(uniqid('release-at-shutdown', true));
            $store->save($key);
            fwrite($socket, base64_encode(serialize($key)) . "\n");
        });
        $key = unserialize(base64_decode((string) fgets($socket)));
        pcntl_waitpid($pid, $status);
        $this->assertSame(0, pcntl_wexitstatus($status));
        $store = self::store();
        $this->assertTrue($store->exists($key));
        $store->delete($key);
        $this->assertFalse($store->exists($key));
    }

    public function testTwoKeysOfOneResourceInOneProcessConflict(): void
    {
        $resource = uniqid(__METHOD__, true);
        $store = self::store(0.2);
        $first = new Key($resource);
        $second = new Key($resource);
        $store->save($first);
        try {
            $store->save($second);
            $this->fail('the second Key took a held lock');
        } catch (LockConflictedException $e) {
        }
        $this->assertTrue($store->exists($first));

        usleep(300000); // the first lock expires
        $second->resetLifetime(); // as Lock::acquire() does before each save
        $store->save($second);
        $this->assertFalse($store->exists($first));
        $store->delete($first);
        $this->assertTrue($store->exists($second), 'deleting an expired Key released the other Key of its resource');
        try {
            $store->putOffExpiration($first, 10);
            $this->fail('an expired Key was extended');
        } catch (LockConflictedException $e) {
        }
        $this->assertTrue($store->exists($second));
        $store->delete($second);
        $this->assertFalse($store->exists($second));
    }

    public function testMadeFromAnInstanceOptionsOrADsn(): void
    {
        $port = self::port();
        $stores = [
            new RedisLockStore(new \RedisLock(self::options())),
            new RedisLockStore(self::options()),
            new RedisLockStore("redis://127.0.0.1:$port"),
        ];
        $resource = uniqid(__METHOD__, true);
        foreach ($stores as $i => $store) {
            $key = new Key($resource);
            $store->save($key);
            // the Key carries its lock: every store sees it held
            foreach ($stores as $j => $other) {
                $this->assertTrue($other->exists($key), "store $i's lock, seen by store $j");
            }
            $factory = new LockFactory($store);
            $this->assertFalse($factory->createLock($resource)->acquire(), "store $i: a second Lock took it");
            $store->delete($key);
        }
        $this->expectException(InvalidTtlException::class);
        new RedisLockStore(self::options(), 0);
    }

    public function testALockOfTheFactoryIsAcquiredRefreshedAndReleased(): void
    {
        $factory = new LockFactory(self::store());
        $lock = $factory->createLock(uniqid(__METHOD__, true), 30);
        $this->assertTrue($lock->acquire(true));
        $this->assertTrue($lock->isAcquired());
        $this->assertGreaterThan(29, $lock->getRemainingLifetime());
        $lock->refresh(60);
        $this->assertGreaterThan(59, $lock->getRemainingLifetime());
        $lock->release();
        $this->assertFalse($lock->isAcquired());
    }

    public function testARedisFailureIsALockStorageException(): void
    {
        // a port nothing listens on: the store's RedisLock cannot connect
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        $port = (int) substr(strrchr(stream_socket_get_name($socket, false), ':'), 1);
        fclose($socket);
        $store = new RedisLockStore(['port' => $port, 'connect_timeout' => 0.2]);
        $this->expectException(LockStorageException::class);
        $store->save(new Key(uniqid(__METHOD__, true)));
    }

    /**
     * A blocking acquire() on a Redis that cannot be reached fails as
     * Symfony's store makes it fail (LockAcquiringException over a
     * LockStorageException), rather than waiting for ever: in a worker
     * max_execution_time counts CPU time, which a wait does not use.
     */
    public function testABlockingAcquireOnARedisThatCannotBeReachedThrows(): void
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        $port = (int) substr(strrchr(stream_socket_get_name($socket, false), ':'), 1);
        fclose($socket);
        [$pid, $child] = self::fork(static function ($parent) use ($port): void {
            $factory = new LockFactory(new RedisLockStore(['port' => $port, 'connect_timeout' => 0.2]));
            try {
                $factory->createLock('unreachable')->acquire(true);
                fwrite($parent, "acquired\n");
            } catch (\Throwable $e) {
                fwrite($parent, \get_class($e) . ' ' . \get_class($e->getPrevious() ?? $e) . "\n");
            }
        });
        stream_set_timeout($child, 5);
        $line = fgets($child);
        posix_kill($pid, SIGKILL);
        pcntl_waitpid($pid, $status);
        $this->assertSame(LockAcquiringException::class . ' ' . LockStorageException::class . "\n", $line);
    }

    /**
     * A DSN's password does not show in the trace of an exception thrown
     * while the store is made (where PHP prints arguments).
     */
    public function testAPasswordInTheDsnDoesNotLeakIntoExceptions(): void
    {
        $ignoreArgs = ini_set('zend.exception_ignore_args', '0');
        $argLength = ini_set('zend.exception_string_param_max_len', '100');
        try {
            new RedisLockStore('redis://:pw@127.0.0.1?bogus=1');
            $this->fail('an invalid DSN was accepted');
        } catch (\ValueError $e) {
            $this->assertStringNotContainsString(':pw@', (string) $e);
        } finally {
            ini_set('zend.exception_ignore_args', (string) $ignoreArgs);
            ini_set('zend.exception_string_param_max_len', (string) $argLength);
        }
    }
}
