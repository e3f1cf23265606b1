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

    /**
     * @param array{id: int|string, score: float, attempts: int, payload?: string} $task
     */
    public function __construct(Container $container, RedisLockQueue $queue, private array $task, $connectionName, $queueName)
    {
        $payload = $task['payload'] ?? '{}';
        parent::__construct($container, $queue, $payload, self::reserved($payload, $task['attempts']), $connectionName, $queueName);
    }

    /**
     * The attempts of this delivery, the first being 1.
     */
    public function attempts()
    {
        return (int) (json_decode($this->reserved, true)['attempts'] ?? 1);
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

    /**
     * The payload with its attempts counted, as Laravel reserves it.
     */
    private static function reserved(string $payload, int $deliveries): string
    {
        $decoded = json_decode($payload, true);
        if (!is_array($decoded)) {
            return $payload;
        }
        $decoded['attempts'] = ($decoded['attempts'] ?? 0) + $deliveries;

        return json_encode($decoded);
    }
}
