<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Laravel;

use Illuminate\Cache\Lock;
use Illuminate\Contracts\Cache\LockTimeoutException;
use Illuminate\Redis\Connections\Connection;

/**
 * A Laravel cache lock (Illuminate\Contracts\Cache\Lock) that is a
 * redislock lock: the key "Lock:<cache prefix><name>" under the connection's
 * prefix, taken with a fresh random token, released or forced only by
 * comparing it on the server. block() waits in line: a release hands the
 * lock to the caller that came first, without polling.
 *
 * What does not map:
 * - owner(): the lock's redislock token (32 hexadecimal digits) once get()
 *   or block() took it; an owner passed to lock() is only the owner before
 *   that, and restoreLock() with text that is not a token restores nothing
 *   (release() answers false).
 * - A lock of 0 seconds (Laravel: no expiry) lives 1e11 seconds.
 * - betweenBlockedAttemptsSleepFor() is the longest pause between two
 *   attempts while waiting; a release wakes the first waiter at once.
 * - forceRelease() deletes the key through the store's lock_connection (its
 *   own prefix), as Laravel's does; a waiter notices within its pause.
 */
class RedisLockCacheLock extends Lock
{
    /** The longest lifetime the extension takes, for a lock of 0 seconds. */
    private const FOREVER = 1e11;

    private \RedisLock $locks;

    /**
     * @param array<string, mixed> $options the redislock connection options
     * @param Connection $connection the store's lock connection, for
     *        forceRelease() and getConnectionName()
     */
    public function __construct(array $options, private Connection $connection, $name, $seconds, $owner = null)
    {
        parent::__construct($name, $seconds, $owner);
        $this->locks = new \RedisLock($options);
    }

    /**
     * One attempt; on success owner() is the lock's token.
     */
    public function acquire()
    {
        return $this->take(0);
    }

    /**
     * Waits up to $seconds in line for the lock, then runs $callback (and
     * releases) as Laravel's block() does.
     *
     * @throws LockTimeoutException when the lock stayed taken for $seconds
     */
    public function block($seconds, $callback = null)
    {
        if (!$this->take(max(0, $seconds))) {
            throw new LockTimeoutException();
        }
        if (!is_callable($callback)) {
            return true;
        }
        try {
            return $callback();
        } finally {
            $this->release();
        }
    }

    /**
     * Releases the lock if it still holds this lock's owner token: taken by
     * this object, or by another one (restoreLock()) whose token it is.
     */
    public function release()
    {
        if (!$this->holds()) {
            return false;
        }

        return $this->locks->unlock($this->name);
    }

    /**
     * Deletes the lock whoever holds it.
     */
    public function forceRelease()
    {
        $this->connection->del('Lock:' . $this->name);
    }

    /**
     * The name of the Redis connection that forceRelease() goes through.
     */
    public function getConnectionName()
    {
        return $this->connection->getName();
    }

    /**
     * The owner token when the lock holds it now, "" otherwise.
     */
    protected function getCurrentOwner()
    {
        return $this->holds() ? $this->owner : '';
    }

    /**
     * Takes the lock, waiting up to $timeout seconds; owner() is its token.
     */
    private function take(int|float $timeout): bool
    {
        $expire = $this->seconds > 0 ? $this->seconds : self::FOREVER;
        $waitUs = max(1, $this->sleepMilliseconds) * 1000;
        if (!$this->locks->lock($this->name, $timeout, $expire, $waitUs)) {
            return false;
        }
        $this->owner = (string) $this->locks->token($this->name);

        return true;
    }

    /**
     * Whether the lock holds this lock's owner token now: this object's own
     * acquisition, or the token adopted.
     */
    private function holds(): bool
    {
        if ($this->locks->token($this->name) === $this->owner) {
            return $this->locks->isLocking($this->name);
        }

        return $this->owner !== '' && $this->locks->adopt($this->name, $this->owner);
    }
}
