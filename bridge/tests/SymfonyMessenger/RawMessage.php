<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

/**
 * A message that is an already encoded body and headers, as Symfony's
 * Connection::add() takes them.
 */
final class RawMessage
{
    /**
     * @param array<string, mixed> $headers
     */
    public function __construct(public readonly string $body, public readonly array $headers)
    {
    }
}
