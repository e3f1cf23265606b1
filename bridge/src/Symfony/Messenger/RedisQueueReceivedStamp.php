<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Symfony\Messenger;

use Symfony\Component\Messenger\Stamp\NonSendableStampInterface;

/**
 * The delivery of a message that RedisQueueTransport::get() reserved: its id
 * in the queue and the score the reservation gave it, which ack() and
 * reject() compare so that they settle this delivery only (a message whose
 * visibility ran out and that was delivered again is left to that delivery).
 * Not sendable: a message sent again (a retry, the failure transport) is a
 * new message with an id of its own.
 */
final class RedisQueueReceivedStamp implements NonSendableStampInterface
{
    public function __construct(
        private readonly string $id,
        private readonly float $score,
    ) {
    }

    public function getId(): string
    {
        return $this->id;
    }

    public function getScore(): float
    {
        return $this->score;
    }
}
