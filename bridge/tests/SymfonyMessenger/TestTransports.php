<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

use RedisLock\Bridge\Symfony\Messenger\RedisQueueTransport;
use RedisLock\Bridge\Symfony\Messenger\RedisQueueTransportFactory;
use Symfony\Component\Messenger\Transport\Serialization\PhpSerializer;
use Symfony\Component\Messenger\Transport\Serialization\SerializerInterface;

/**
 * How the tests make transports: through the factory, on the throwaway Redis
 * that scripts/test-bridge starts (REDIS_HOST, REDIS_PORT), each test on a
 * queue of its own.
 */
final class TestTransports
{
    public static function dsn(string $queue, string $query = ''): string
    {
        $host = getenv('REDIS_HOST') ?: '127.0.0.1';
        $port = getenv('REDIS_PORT') ?: '6379';

        return "redislock://$host:$port/$queue" . ('' === $query ? '' : "?$query");
    }

    public static function queueName(string $label): string
    {
        return 'messenger-' . $label . '-' . bin2hex(random_bytes(4));
    }

    public static function create(string $queue, string $query = '', ?SerializerInterface $serializer = null): RedisQueueTransport
    {
        $transport = (new RedisQueueTransportFactory())->createTransport(self::dsn($queue, $query), [], $serializer ?? new PhpSerializer());
        \assert($transport instanceof RedisQueueTransport);

        return $transport;
    }

    /**
     * A RedisQueue on the test server, to look at or write a queue directly.
     */
    public static function queue(): \RedisQueue
    {
        return new \RedisQueue(RedisQueueTransportFactory::parse(self::dsn('x'))[0]);
    }
}
