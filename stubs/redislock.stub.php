<?php

/**
 * @generate-class-entries
 * @generate-legacy-arginfo 80100
 */

/**
 * A distributed lock on Redis.
 *
 * Each lock is the Redis string key "Lock:{name}" (after the connection's
 * optional prefix) holding a fresh 128-bit random token for every
 * acquisition; only the object that holds the token can release, extend or
 * check it. A lock lives until unlock(), unlockAll() or its expiry:
 * destroying the object does not release it.
 *
 * @not-serializable
 */
class RedisLock
{
    /**
     * Prepares a lock client. Nothing is sent to Redis until the first call
     * that needs it; objects with the same connection settings share one
     * connection.
     *
     * @param array|string|null $param null for the redislock.* INI settings;
     *        a DSN string ("redis://[[user]:password@]host[:port][/db][?option=value&...]",
     *        "unix:///path/redis.sock[?db=N]" or "host[:port]"); or an array with
     *        the keys host, port, socket, database, user, password,
     *        connect_timeout, read_timeout, persistent, prefix, fencing.
     * @throws ValueError for an unknown key, an unknown DSN scheme or an invalid value
     */
    public function __construct(array|string|null $param = null) {}

    /**
     * Acquires the lock $name.
     *
     * @param string|null $name the lock's name; null or "" answers false
     * @param int|float $timeout seconds to keep trying; 0 tries once
     * @param int|float $expire seconds the lock lives unless released or extended (> 0)
     * @param int $waitIntervalUs the longest pause between two attempts, in microseconds
     * @return bool true when this object now holds the lock, false when it did not get it in time
     * @throws ValueError for a non-positive or non-finite $expire, a negative or non-finite
     *         $timeout, or a negative $waitIntervalUs
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function lock(?string $name, int|float $timeout = 0, int|float $expire = 15, int $waitIntervalUs = 100000): bool {}

    /**
     * Releases the lock $name if this object still holds it.
     *
     * @return bool true when this object's lock was released, false when this
     *         object did not hold it or it had expired (or was taken by another holder)
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function unlock(?string $name): bool {}

    /**
     * Releases every lock this object acquired and has not released.
     *
     * @return bool true when every one of them was still held and is now released
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function unlockAll(): bool {}

    /**
     * Sets the remaining lifetime of a lock this object holds.
     *
     * @param int|float $expire seconds from now; values below 1 are raised to 1
     * @return bool true when the lock was still held and now lives $expire seconds
     * @throws ValueError for a non-finite $expire
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function expire(?string $name, int|float $expire): bool {}

    /**
     * Tells whether this object holds the lock $name: it acquired it and
     * Redis still has its token.
     *
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function isLocking(?string $name): bool {}

    /**
     * The fencing token of the lock $name held by this object: a number that
     * grows strictly with every acquisition of that name, by any client.
     * Pass it to the protected resource so that it can reject a holder whose
     * lock has expired.
     *
     * @return int|false false when this object does not hold $name or the
     *         connection option "fencing" is off
     */
    public function fencingToken(string $name): int|false {}
}

/**
 * A deduplicating, delayed task queue on a Redis sorted set "Queue:{name}",
 * scored by due time (Unix seconds with microseconds, from the Redis
 * server's clock). Every call is one atomic server-side script.
 *
 * @not-serializable
 */
class RedisQueue
{
    /**
     * Prepares a queue client; $param as for RedisLock::__construct().
     *
     * @throws ValueError for an unknown key, an unknown DSN scheme or an invalid value
     */
    public function __construct(array|string|null $param = null) {}

    /**
     * Adds one id, or an array of ids, due $afterInterval seconds from now.
     * An id that is already queued keeps its earlier due time.
     *
     * @param string|int|array|null $id an id or a list of ids (strings or ints)
     * @param int|float $timeout must be > 0 (kept for compatibility)
     * @param int|float $afterInterval seconds from now until the ids are due
     * @return bool false for a null or "" name, no id, or $timeout <= 0
     * @throws TypeError for an array element that is neither string nor int
     * @throws ValueError for a non-finite $afterInterval or $timeout
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function enqueue(?string $name, string|int|array|null $id, int|float $timeout = 10, int|float $afterInterval = 0): bool {}

    /**
     * Removes $id only if its score still equals $score exactly, that is, it
     * was not taken or re-queued since it was read with top().
     *
     * @param float|int|string|null $score the score top() returned
     * @return bool true when the id was removed
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function dequeue(?string $name, string|int|null $id, float|int|string|null $score, int|float $timeout = 10): bool {}

    /**
     * Takes up to $count due tasks, lowest score first, and removes them.
     *
     * @return array|false with $count == 1 ['id' => ..., 'score' => float] or false when
     *         nothing is due; with $count > 1 a list of such arrays; [] for $count <= 0
     * @throws ValueError when $count is above 10000
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function pop(?string $name, int $count = 1, int|float $timeout = 10): array|false {}

    /**
     * Reads up to $count due tasks, lowest score first, without removing them.
     *
     * @return array|false as pop()
     * @throws ValueError when $count is above 10000
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function top(?string $name, int $count = 1): array|false {}
}

/**
 * Redis could not be reached, refused the credentials, timed out, lost the
 * connection or failed to run a script. "Not acquired", "not held",
 * "nothing due" and "score changed" are ordinary false results instead.
 */
class RedisLockException extends RuntimeException
{
}
