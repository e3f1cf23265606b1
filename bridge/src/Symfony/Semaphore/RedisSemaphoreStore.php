<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Symfony\Semaphore;

use Symfony\Component\Semaphore\Exception\InvalidArgumentException;
use Symfony\Component\Semaphore\Exception\SemaphoreAcquiringException;
use Symfony\Component\Semaphore\Exception\SemaphoreExpiredException;
use Symfony\Component\Semaphore\Key;
use Symfony\Component\Semaphore\PersistingStoreInterface;

/**
 * A Symfony Semaphore store on the redislock extension's RedisSemaphore: a
 * key's resource is the semaphore's name, its limit the limit, and its
 * weight the permits it takes at once, all or none
 * (RedisSemaphore::acquire()'s $weight). Waiting stays Symfony's (its
 * Semaphore tries once per acquire()); the permits are the extension's:
 * a 128-bit random token per holder, expiry by the Redis server's clock,
 * release and extension by token, and the connection options, topologies
 * (Cluster, Sentinel, TLS) and exception codes of RedisLock.
 *
 * A key is held by a RedisSemaphore object of its own, kept in the key's
 * state under this class's name: each RedisSemaphore object holds at most
 * one permit set per name, and one store serves many keys of one
 * resource. Built from an options array or a DSN string, the store makes
 * that object per key from them (objects with the same settings share one
 * connection). Built from a RedisSemaphore instance, it has only that
 * object: it holds one key per resource at a time, and save() of a second
 * key of a resource that one of its keys holds throws
 * SemaphoreAcquiringException, whatever the limit.
 *
 * What does not map:
 * - A key cannot move to another process: RedisSemaphore has no token()
 *   or adopt() (RedisLock has), so its permits are released, extended and
 *   checked only through the object that took them, which the key's state
 *   holds: serialize() of a saved key throws (a RedisSemaphore does not
 *   serialize), as Symfony 5.4's Semaphore refuses serialize() itself.
 * - Lifetimes are the extension's: a TTL of 0 or less is refused
 *   (InvalidArgumentException) rather than stored already expired, and
 *   putOffExpiration() to less than a second sets one second
 *   (RedisSemaphore::expire()).
 * - save() of a key that this store already holds answers as Symfony's
 *   RedisStore does (nothing changes, its lifetime included).
 * - Waiters: none. A RedisSemaphore that waits is served first come, first
 *   served, and a heavy waiter at the head is not passed by lighter later
 *   ones; Symfony's Semaphore never waits in the store, so a saved key
 *   takes its weight at once if it is free, regardless of anyone's order.
 * - The data are the extension's keys ("Semaphore:<resource>" after the
 *   prefix, a member per permit), not the "{<resource>}:weight" and
 *   "{<resource>}:time" sets of Symfony's RedisStore: both stores on one
 *   resource do not see each other's permits.
 */
final class RedisSemaphoreStore implements PersistingStoreInterface
{
    /** @var array<mixed>|string|null what each key's RedisSemaphore is built from */
    private array|string|null $param = null;

    /** the one RedisSemaphore of a store built from an instance */
    private ?\RedisSemaphore $shared = null;

    /** @var array<string, \WeakReference<Key>> with $shared: the key holding each resource */
    private array $sharedHolders = [];

    /**
     * @param \RedisSemaphore|array<mixed>|string|null $semaphore a RedisSemaphore, or what
     *        RedisSemaphore::__construct() takes (options, a DSN, null for the INI settings)
     */
    public function __construct(#[\SensitiveParameter] \RedisSemaphore|array|string|null $semaphore = null)
    {
        if ($semaphore instanceof \RedisSemaphore) {
            $this->shared = $semaphore;
            return;
        }
        // the settings are checked now (ValueError), not at the first save()
        new \RedisSemaphore($semaphore);
        $this->param = $semaphore;
    }

    public function save(Key $key, float $ttlInSecond)
    {
        self::checkTtl($ttlInSecond);
        $resource = (string) $key;
        $held = $this->holderOf($key);
        if ($held !== null && $held->isAcquired($resource)) {
            return;
        }
        $holder = $held ?? $this->newHolder($key);
        if (!$holder->acquire($resource, $key->getLimit(), 0, $ttlInSecond, $key->getWeight())) {
            throw new SemaphoreAcquiringException($key, 'the semaphore is full');
        }
        $key->setState(self::class, $holder);
        if ($this->shared !== null) {
            $this->sharedHolders[$resource] = \WeakReference::create($key);
        }
    }

    public function putOffExpiration(Key $key, float $ttlInSecond)
    {
        self::checkTtl($ttlInSecond);
        $holder = $this->holderOf($key);
        if ($holder === null || !$holder->expire((string) $key, $ttlInSecond)) {
            // the reason Symfony's RedisStore gives, for applications that read it
            throw new SemaphoreExpiredException($key, 'the script returns a positive number');
        }
    }

    public function delete(Key $key)
    {
        $holder = $this->holderOf($key);
        if ($holder === null) {
            return;
        }
        $holder->release((string) $key);
        $key->removeState(self::class);
        if ($holder === $this->shared) {
            unset($this->sharedHolders[(string) $key]);
        }
    }

    public function exists(Key $key): bool
    {
        $holder = $this->holderOf($key);
        return $holder !== null && $holder->isAcquired((string) $key);
    }

    /**
     * The RedisSemaphore holding key's permits (from the key's state), or
     * null; with the store's own one, null once another key of the
     * resource took it over (key's permits had expired).
     */
    private function holderOf(Key $key): ?\RedisSemaphore
    {
        if (!$key->hasState(self::class)) {
            return null;
        }
        $holder = $key->getState(self::class);
        if (!$holder instanceof \RedisSemaphore) {
            return null;
        }
        if ($holder === $this->shared && ($this->sharedHolders[(string) $key] ?? null)?->get() !== $key) {
            $key->removeState(self::class);
            return null;
        }
        return $holder;
    }

    /**
     * The RedisSemaphore to take key's permits with: a new one from the
     * store's settings, or the store's own one when no other live key
     * holds the resource through it.
     */
    private function newHolder(Key $key): \RedisSemaphore
    {
        if ($this->shared === null) {
            return new \RedisSemaphore($this->param);
        }
        $other = ($this->sharedHolders[(string) $key] ?? null)?->get();
        if ($other !== null && $other !== $key && $this->shared->isAcquired((string) $key)) {
            throw new SemaphoreAcquiringException(
                $key,
                'this store\'s RedisSemaphore holds the resource for another key'
            );
        }
        return $this->shared;
    }

    private static function checkTtl(float $ttlInSecond): void
    {
        if (!($ttlInSecond > 0)) {
            throw new InvalidArgumentException("The TTL should be greater than 0, '$ttlInSecond' given.");
        }
    }
}
