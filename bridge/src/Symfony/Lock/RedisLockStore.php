<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Symfony\Lock;

use RedisLock;
use RedisLockException;
use Symfony\Component\Lock\BlockingStoreInterface;
use Symfony\Component\Lock\Exception\InvalidArgumentException;
use Symfony\Component\Lock\Exception\InvalidTtlException;
use Symfony\Component\Lock\Exception\LockConflictedException;
use Symfony\Component\Lock\Exception\LockStorageException;
use Symfony\Component\Lock\Key;
use Symfony\Component\Lock\PersistingStoreInterface;
use Symfony\Component\Lock\Store\ExpiringStoreTrait;

/**
 * A Symfony Lock store on the redislock extension's RedisLock.
 *
 * A Key of resource R is the redislock lock named R (the Redis key
 * "Lock:R" after the connection's prefix). Its state is the lock's token
 * (RedisLock::token()), so a Key that went through serialize() can be
 * extended or released by another process: the store there takes the lock
 * over with RedisLock::adopt() first.
 *
 * waitAndSave() is RedisLock::lock() with a timeout: it joins the lock's
 * waiters and is handed the lock by the release, first come first served
 * (it does not poll); a waiter also takes a lock whose holder died as soon
 * as it expires. A Redis that cannot be reached when it starts is a
 * LockStorageException at once, as with Symfony's polling acquire(true);
 * one that goes away while it waits (refused connections, a failover,
 * LOADING) is waited out, as any lock() with a timeout does, where
 * Symfony's acquire(true) fails at its next attempt. Other Redis failures
 * are a LockStorageException. PHP's max_execution_time ends the wait with
 * a LockConflictedException, but on Linux it counts CPU time, which a
 * wait does not use.
 *
 * One RedisLock object serves every Key of the store. It records at most
 * one token per name, so the store keeps, for each name, the token of the
 * Key that acted last, and before acting for another Key of the same
 * resource it checks which of the two Redis holds: a name has one holder,
 * so two Keys of one resource in one process conflict as in two processes.
 *
 * What does not map:
 * - Lifetimes below one second: RedisLock::expire() counts them as 1 s, so
 *   putOffExpiration($key, 0.5) keeps the lock 1 s in Redis (the Key's own
 *   lifetime, which Lock::isExpired() reads, is the 0.5 s asked for).
 *   save() and waitAndSave() take the store's initial TTL to the
 *   millisecond.
 * - Read (shared) locks: the store is not a SharedLockStoreInterface;
 *   Lock::acquireRead() takes a write lock, as Symfony does for such stores.
 * - The lock is a redislock lock, not Symfony's sorted set: a resource
 *   locked through Symfony's own RedisStore (any version) does not
 *   conflict with one locked through this store. Switch every process at
 *   once.
 * - Keys are serializable: the store never marks them otherwise (Symfony's
 *   own test that a Key becomes unserializable is for stores whose locks
 *   cannot leave their process).
 * - The connection option release_at_shutdown has no effect: the store
 *   reads every lock's token for its Key, and RedisLock does not release a
 *   lock whose token was given out when the object ends. Symfony's own
 *   autoRelease (Lock's destructor) releases a lock its Lock object still
 *   holds; one left behind (a fatal error) expires after its TTL. The
 *   option renew applies to every lock of the store, Keys adopted from
 *   another process included (Symfony's refresh() is the usual way).
 */
class RedisLockStore implements BlockingStoreInterface, PersistingStoreInterface
{
    use ExpiringStoreTrait;

    /* The longest timeout RedisLock::lock() takes, in seconds. */
    private const FOREVER = 1e11;

    private RedisLock $lock;
    private float $initialTtl;

    /**
     * @param RedisLock|array|string $redis      a RedisLock, or what new RedisLock() takes: an options array or a DSN
     * @param float                  $initialTtl the lifetime save() and waitAndSave() give a lock, in seconds
     */
    public function __construct(#[\SensitiveParameter] RedisLock|array|string $redis, float $initialTtl = 300.0)
    {
        if (!($initialTtl > 0) || $initialTtl > self::FOREVER) {
            throw new InvalidTtlException(
                sprintf('"%s()" expects a TTL above 0 and at most 1e11 seconds. Got %s.', __METHOD__, $initialTtl)
            );
        }
        $this->lock = $redis instanceof RedisLock ? $redis : new RedisLock($redis);
        $this->initialTtl = $initialTtl;
    }

    public function save(Key $key): void
    {
        $key->reduceLifetime($this->initialTtl);
        $name = $this->name($key);
        $this->call(function () use ($key, $name): void {
            if ($this->holds($key) === false || !$this->lock->expire($name, $this->initialTtl)) {
                $this->forget($key);
                if (!$this->lock->lock($name, 0, $this->initialTtl)) {
                    throw new LockConflictedException();
                }
                $key->setState(self::class, $this->lock->token($name));
            }
        });
        $this->checkNotExpired($key);
    }

    public function waitAndSave(Key $key): void
    {
        $name = $this->name($key);
        $this->call(function () use ($key, $name): void {
            if ($this->holds($key) !== false && $this->lock->expire($name, $this->initialTtl)) {
                return;
            }
            $this->forget($key);
            // one attempt first, which throws when Redis cannot be reached
            // (the wait below would wait it out for ever); then the wait,
            // in which a release hands the lock over
            if (!$this->lock->lock($name, 0, $this->initialTtl)
                && !$this->lock->lock($name, self::FOREVER, $this->initialTtl)) {
                throw new LockConflictedException();
            }
            $key->setState(self::class, $this->lock->token($name));
        });
        // counted from the hand-over's answer, not from the call
        $key->reduceLifetime($this->initialTtl);
        $this->checkNotExpired($key);
    }

    public function putOffExpiration(Key $key, float $ttl): void
    {
        $key->reduceLifetime($ttl);
        $name = $this->name($key);
        $this->call(function () use ($key, $name, $ttl): void {
            if ($this->holds($key) === false || !$this->lock->expire($name, min($ttl, self::FOREVER))) {
                $this->forget($key);
                throw new LockConflictedException();
            }
        });
        $this->checkNotExpired($key);
    }

    public function delete(Key $key): void
    {
        $name = $this->name($key);
        $this->call(function () use ($key, $name): void {
            if ($this->holds($key) !== false) {
                $this->lock->unlock($name);
            }
            // released or expired: the token can never be held again
            $this->forget($key);
        });
    }

    public function exists(Key $key): bool
    {
        $name = $this->name($key);
        return $this->call(function () use ($key, $name): bool {
            $held = $this->holds($key);
            if ($held === null) {
                $held = $this->lock->isLocking($name);
            }
            $held || $this->forget($key);
            return $held;
        });
    }

    /**
     * Makes the RedisLock object record $key's token for its resource, when
     * Redis may hold it. Answers false when $key holds no lock for sure (no
     * token, or Redis holds another one), true when Redis was just seen to
     * hold its token (it was adopted), and null when the object recorded
     * the token already (Redis may hold it or have let it expire).
     */
    private function holds(Key $key): ?bool
    {
        if (!$key->hasState(self::class)) {
            return false;
        }
        $token = $key->getState(self::class);
        $name = (string) $key;
        $recorded = $this->lock->token($name);
        if ($recorded === $token) {
            return null;
        }
        if ($recorded !== false) {
            // another Key of this resource acted last: only one of the two
            // tokens can be Redis's
            if ($this->lock->isLocking($name)) {
                return false;
            }
            // the other one's lock is over: forget it (nothing to release)
            $this->lock->unlock($name);
        }
        return \is_string($token) && $this->lock->adopt($name, $token);
    }

    /* $key holds no lock: its token, released or expired, is dropped. */
    private function forget(Key $key): void
    {
        $key->removeState(self::class);
    }

    /* The lock's name: the Key's resource, which redislock refuses empty. */
    private function name(Key $key): string
    {
        $name = (string) $key;
        if ($name === '') {
            throw new InvalidArgumentException('A lock needs a resource name that is not empty.');
        }
        return $name;
    }

    /**
     * Runs $call, turning RedisLock's failures (Redis unreachable, an error
     * answer) into Symfony's LockStorageException, as Symfony's RedisStore
     * reports them.
     *
     * @template T
     * @param \Closure(): T $call
     * @return T
     */
    private function call(\Closure $call): mixed
    {
        try {
            return $call();
        } catch (RedisLockException $e) {
            throw new LockStorageException($e->getMessage(), $e->getCode(), $e);
        }
    }
}
