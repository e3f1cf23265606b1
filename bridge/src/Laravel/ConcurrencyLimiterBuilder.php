<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Laravel;

use Illuminate\Contracts\Redis\LimiterTimeoutException;
use Illuminate\Redis\Limiters\ConcurrencyLimiterBuilder as LaravelConcurrencyLimiterBuilder;

/**
 * Laravel's funnel builder (limit(), releaseAfter(), block(), then()) on
 * the bridge's ConcurrencyLimiter: ConcurrencyLimiter::funnel($connection,
 * $name) where Laravel has Redis::funnel($name).
 */
class ConcurrencyLimiterBuilder extends LaravelConcurrencyLimiterBuilder
{
    /**
     * Runs $callback in a slot, or $failure (else throws) when none came
     * within the block() timeout.
     *
     * @throws LimiterTimeoutException without $failure, when no slot came
     */
    public function then(callable $callback, callable $failure = null)
    {
        try {
            return (new ConcurrencyLimiter($this->connection, $this->name, $this->maxLocks, $this->releaseAfter))
                ->block($this->timeout, $callback);
        } catch (LimiterTimeoutException $e) {
            if ($failure) {
                return $failure($e);
            }

            throw $e;
        }
    }
}
