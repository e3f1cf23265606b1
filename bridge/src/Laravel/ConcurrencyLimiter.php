<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Laravel;

use Illuminate\Contracts\Redis\LimiterTimeoutException;
use Illuminate\Redis\Limiters\ConcurrencyLimiter as LaravelConcurrencyLimiter;
use Illuminate\Support\Str;
use Throwable;

/**
 * Laravel's concurrency limiter (Redis::funnel()) on a redislock
 * semaphore: at most $maxLocks holders of the name at once, each slot a
 * permit of the RedisSemaphore "Semaphore:<name>" under the connection's
 * prefix that expires after $releaseAfter seconds. block() waits in line:
 * a released slot passes at once to the caller that waited longest (no
 * 250 ms polling).
 *
 * Construct it as Laravel's: (a Redis connection, a name, the slots, the
 * seconds a slot lives); extension options may be added as a fifth
 * argument. ConcurrencyLimiter::funnel($connection, $name) is the builder
 * Redis::funnel($name) gives in Laravel.
 *
 * What does not map: the slots are not Laravel's keys "<name>1".."<name>N"
 * but one sorted set, so a name must not be shared with Laravel's own
 * limiter; block()'s timeout counts to the millisecond, not in whole
 * seconds of time().
 */
class ConcurrencyLimiter extends LaravelConcurrencyLimiter
{
    /** @var array<string, \RedisSemaphore> the permit of each block() call, by its id */
    private array $permits = [];

    /** @var array<string, mixed> */
    private array $options;

    /**
     * @param \Illuminate\Redis\Connections\Connection $redis
     * @param array<string, mixed> $redislock extension options laid over the connection's
     */
    public function __construct($redis, $name, $maxLocks, $releaseAfter, array $redislock = [])
    {
        parent::__construct($redis, $name, $maxLocks, $releaseAfter);
        $this->options = ConnectionOptions::of($redis, $redislock);
    }

    /**
     * The funnel builder on this limiter, as Laravel's
     * Redis::connection()->funnel($name): ->limit(3)->releaseAfter(60)
     * ->block(10)->then($callback, $failure).
     *
     * @param \Illuminate\Redis\Connections\Connection $connection
     */
    public static function funnel($connection, string $name): ConcurrencyLimiterBuilder
    {
        return new ConcurrencyLimiterBuilder($connection, $name);
    }

    /**
     * Takes a slot, waiting up to $timeout seconds in line, then runs
     * $callback and gives the slot back (also when it throws).
     *
     * @throws LimiterTimeoutException when no slot came within $timeout
     */
    public function block($timeout, $callback = null)
    {
        $id = Str::random(20);
        $slot = $this->take($id, max(0, $timeout));
        if ($slot === false) {
            throw new LimiterTimeoutException();
        }
        if (!is_callable($callback)) {
            return true;
        }
        try {
            return tap($callback(), function () use ($slot, $id) {
                $this->release($slot, $id);
            });
        } catch (Throwable $exception) {
            $this->release($slot, $id);

            throw $exception;
        }
    }

    /**
     * One attempt at a slot for $id; the slot's name, or false.
     */
    protected function acquire($id)
    {
        return $this->take($id, 0);
    }

    /**
     * Gives back the slot $id holds.
     */
    protected function release($key, $id)
    {
        $permit = $this->permits[$id] ?? null;
        unset($this->permits[$id]);
        $permit?->release($this->name);
    }

    /**
     * A slot for $id within $timeout seconds (one permit object per call:
     * the same limiter may hold several slots); its name, or false.
     */
    private function take(string $id, int|float $timeout): string|false
    {
        $permit = new \RedisSemaphore($this->options);
        if (!$permit->acquire($this->name, (int) $this->maxLocks, $timeout, max(0.001, $this->releaseAfter))) {
            return false;
        }
        $this->permits[$id] = $permit;

        return (string) $this->name;
    }
}
