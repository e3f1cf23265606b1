<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Laravel;

use Illuminate\Container\Container;
use Illuminate\Queue\Jobs\RedisJob;

/**
 * A job reserved from a redislock queue: Laravel's RedisJob with the task
 * it came from (id, score, deliveries). attempts() counts as Laravel does:
 * the attempts the payload carries (those before each release()) plus the
 * deliveries since (a worker that died counts).
 */
class RedisLockJob extends RedisJob
{
    private string $failReason = 'failed';

    /** The attempts of this delivery, the first being 1. */
    private int $attempts;

    /**
     * RedisJob's fields, the payload decoded once: the raw body is the
     * payload as queued, the reserved job the payload with this delivery's
     * attempts.
     *
     * @param array{id: int|string, score: float, attempts: int, payload?: string} $task
     */
    public function __construct(
        Container $container,
        RedisLockQueue $queue,
        private array $task,
        $connectionName,
        $queueName
    )
    {
        $this->container = $container;
        $this->redis = $queue;
        $this->connectionName = $connectionName;
        $this->queue = $queueName;
        $this->job = $task['payload'] ?? '{}';
        $this->decoded = json_decode($this->job, true);
        $this->attempts = (int) ($this->decoded['attempts'] ?? 0) + $task['attempts'];
        $reserved = is_array($this->decoded) ? $this->decoded : [];
        $reserved['attempts'] = $this->attempts;
        $this->reserved = json_encode($reserved);
    }

    public function attempts()
    {
        return $this->attempts;
    }

    /**
     * Fails the job, keeping the exception for the failed set's reason.
     */
    public function fail($e = null)
    {
        if ($e !== null) {
            $this->failReason = get_class($e) . ': ' . $e->getMessage();
        }
        parent::fail($e);
    }

    /**
     * The task as the queue reserved it: id and score.
     *
     * @return array{id: int|string, score: float}
     */
    public function task(): array
    {
        return ['id' => $this->task['id'], 'score' => $this->task['score']];
    }

    public function failReason(): string
    {
        return $this->failReason;
    }
}
