<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

use RedisLock\Bridge\Symfony\Messenger\RedisQueueTransport;
use Symfony\Component\Messenger\Bridge\Redis\Transport\Connection;
use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\Stamp\DelayStamp;
use Symfony\Component\Messenger\Stamp\TransportMessageIdStamp;

/**
 * Symfony's Connection API (add(), get(), ack(), reject()) answered by a
 * RedisQueueTransport, so that the integration tests written against
 * Connection run unchanged: add() is the transport's send() (a delay in
 * milliseconds is a DelayStamp), get() its get(), giving the message as
 * Symfony's stream entry (`['id' => ..., 'data' => ['message' => JSON of
 * body and headers]]`), ack() and reject() the transport's. Symfony's
 * constructor is not called: nothing of Connection's own state is used.
 */
final class RedisQueueConnection extends Connection
{
    /** @var array<string, Envelope> the envelopes get() gave, by id */
    private array $delivered = [];

    public function __construct(private readonly RedisQueueTransport $transport)
    {
    }

    public function add(string $body, array $headers, int $delayInMs = 0): void
    {
        $stamps = $delayInMs > 0 ? [new DelayStamp($delayInMs)] : [];
        $this->transport->send(new Envelope(new RawMessage($body, $headers), $stamps));
    }

    public function get(): ?array
    {
        foreach ($this->transport->get() as $envelope) {
            $message = $envelope->getMessage();
            \assert($message instanceof RawMessage);
            $id = $envelope->last(TransportMessageIdStamp::class)->getId();
            $this->delivered[$id] = $envelope;

            return ['id' => $id, 'data' => ['message' => json_encode(['body' => $message->body, 'headers' => $message->headers])]];
        }

        return null;
    }

    public function ack(string $id): void
    {
        $this->transport->ack($this->delivered[$id]);
        unset($this->delivered[$id]);
    }

    public function reject(string $id): void
    {
        $this->transport->reject($this->delivered[$id]);
        unset($this->delivered[$id]);
    }

    public function setup(): void
    {
    }

    public function cleanup(): void
    {
    }
}
