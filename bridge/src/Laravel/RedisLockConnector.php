<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Laravel;

use Illuminate\Contracts\Redis\Factory as Redis;
use Illuminate\Queue\Connectors\ConnectorInterface;

/**
 * The queue connector of the `redislock` driver. It takes the keys of
 * Laravel's `redis` queue driver: connection (a database.redis connection,
 * default "default"), queue, retry_after (the reserve visibility, default
 * 60), block_for (null: pop() answers at once), after_commit,
 * `redislock`: extension options laid over the connection's, and
 * `prefetch`: the jobs one pop() reserves at once (default 1).
 */
class RedisLockConnector implements ConnectorInterface
{
    public function __construct(private Redis $redis, private ?string $connection = null)
    {
    }

    /**
     * @param array<string, mixed> $config the queue connection's configuration
     */
    public function connect(array $config)
    {
        return new RedisLockQueue(
            $this->redis,
            $config['queue'] ?? 'default',
            $config['connection'] ?? $this->connection,
            array_key_exists('retry_after', $config) ? $config['retry_after'] : 60,
            $config['block_for'] ?? null,
            $config['after_commit'] ?? null,
            $config['redislock'] ?? [],
            (int) ($config['prefetch'] ?? 1)
        );
    }
}
