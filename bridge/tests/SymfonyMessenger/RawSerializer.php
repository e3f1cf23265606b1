<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\Transport\Serialization\SerializerInterface;

/**
 * Encodes a RawMessage as its own body and headers, and decodes them back.
 */
final class RawSerializer implements SerializerInterface
{
    public function decode(array $encodedEnvelope): Envelope
    {
        return new Envelope(new RawMessage($encodedEnvelope['body'], $encodedEnvelope['headers'] ?? []));
    }

    public function encode(Envelope $envelope): array
    {
        $message = $envelope->getMessage();
        \assert($message instanceof RawMessage);

        return ['body' => $message->body, 'headers' => $message->headers];
    }
}
