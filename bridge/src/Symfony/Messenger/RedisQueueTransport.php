<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Symfony\Messenger;

use RedisLockException;
use RedisQueue;
use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\Exception\InvalidArgumentException;
use Symfony\Component\Messenger\Exception\LogicException;
use Symfony\Component\Messenger\Exception\MessageDecodingFailedException;
use Symfony\Component\Messenger\Exception\TransportException;
use Symfony\Component\Messenger\Stamp\DelayStamp;
use Symfony\Component\Messenger\Stamp\TransportMessageIdStamp;
use Symfony\Component\Messenger\Transport\Receiver\MessageCountAwareInterface;
use Symfony\Component\Messenger\Transport\Serialization\PhpSerializer;
use Symfony\Component\Messenger\Transport\Serialization\SerializerInterface;
use Symfony\Component\Messenger\Transport\TransportInterface;

/**
 * A Symfony Messenger transport on a RedisQueue whose tasks carry payloads.
 *
 * send() queues the encoded message under a fresh random id (the queue
 * holds an id once, so every message needs its own), due after its
 * DelayStamp by the Redis server's clock. get() reserves the first due
 * message for the visibility (seconds, default 30): it stays in the queue,
 * hidden from other consumers, until ack() or reject() removes it; a
 * message whose worker died before either is delivered again once its
 * visibility has passed. getMessageCount() counts every message sent and
 * not yet acknowledged or rejected: due, delayed and reserved.
 *
 * With `batch` above 1 (default 1), get() reserves up to that many messages
 * in one round trip and hands them out one per call; the acknowledgements
 * (and rejections) of a batch are sent together, in one round trip, when
 * its last message is settled (or by getMessageCount(), or when the
 * transport is destroyed). Messages of a batch that the transport still
 * holds when it is destroyed (a worker stopping) are given back, due at
 * once. The visibility of a batch runs from its reservation, so it must
 * cover the handling of all its messages; a worker that dies loses the
 * acknowledgements not yet sent, and those messages are delivered again.
 *
 * What does not map from Symfony's own Redis transport:
 * - No stream, consumer group or consumer name: the options `stream`,
 *   `group`, `consumer`, `auto_setup`, `delete_after_ack`,
 *   `delete_after_reject`, `stream_max_entries`, `redeliver_timeout` and
 *   `claim_interval` do not exist here. A reserved message comes back after
 *   `visibility` (what `redeliver_timeout` does there), to any consumer.
 * - Messages are not JSON in Redis but the serializer's body and headers in
 *   PHP's serialize() format (binary-safe, so a body that is not UTF-8 is
 *   sent, where Symfony's transport throws).
 * - A handler running longer than the visibility is not renewed: its
 *   message is delivered a second time. Set `visibility` above the longest
 *   handler.
 * - ack() or reject() of a delivery whose visibility ran out and that was
 *   delivered again does nothing: the newer delivery settles the message.
 * - reject() deletes the message, as Symfony's transport does; Messenger's
 *   own retries and failure transport apply, and RedisQueue's failed set
 *   is not used.
 * - Messages are not listed (no ListableReceiverInterface), so this is no
 *   failure transport for messenger:failed:show and messenger:failed:retry.
 * - A message whose visibility ran out is due again at that time, so it
 *   comes after the messages that were due before (Symfony's consumer
 *   takes its own pending messages first).
 */
class RedisQueueTransport implements TransportInterface, MessageCountAwareInterface
{
    private RedisQueue $queue;
    private SerializerInterface $serializer;
    /** @var list<array{id: int|string, score: float, payload?: string}> reserved, not yet handed out by get() */
    private array $prefetched = [];
    /** @var list<array{id: string, score: float}> acknowledged or rejected, not yet sent */
    private array $settled = [];

    /**
     * @param RedisQueue|array<string, mixed>|string|null $connection a RedisQueue, or what its constructor takes
     * @param string                                      $name       the queue's name
     * @param int|float                                   $visibility seconds a delivered message stays hidden
     *                                                                before it is delivered again
     * @param int                                         $batch      messages reserved per round trip (1 to 1,000)
     */
    public function __construct(
        #[\SensitiveParameter] RedisQueue|array|string|null $connection = null,
        private readonly string $name = 'messages',
        private readonly int|float $visibility = 30,
        ?SerializerInterface $serializer = null,
        private readonly int $batch = 1,
    ) {
        if ('' === $name) {
            throw new InvalidArgumentException('The queue name must not be empty.');
        }
        if (!is_finite((float) $visibility) || $visibility < 0.001) {
            throw new InvalidArgumentException(
                sprintf('The visibility must be at least 0.001 s, %s given.', $visibility)
            );
        }
        if ($batch < 1 || $batch > 1000) {
            throw new InvalidArgumentException(sprintf('The batch must be 1 to 1000 messages, %d given.', $batch));
        }
        $this->queue = $connection instanceof RedisQueue ? $connection : new RedisQueue($connection);
        $this->serializer = $serializer ?? new PhpSerializer();
    }

    /**
     * Queues the message under a new id, due after its DelayStamp.
     */
    public function send(Envelope $envelope): Envelope
    {
        $encoded = $this->serializer->encode($envelope);
        $payload = serialize([$encoded['body'], $encoded['headers'] ?? []]);
        $delayStamp = $envelope->last(DelayStamp::class);
        $delay = null !== $delayStamp ? max(0, $delayStamp->getDelay()) / 1000 : 0;
        $id = bin2hex(random_bytes(12));
        try {
            $this->queue->put($this->name, [$id => $payload], $delay);
        } catch (RedisLockException $e) {
            throw new TransportException($e->getMessage(), 0, $e);
        }

        return $envelope->with(new TransportMessageIdStamp($id));
    }

    /**
     * Hands out the first due message, reserved for the visibility; [] when
     * none is due. With a batch above 1, up to that many are reserved in one
     * round trip and handed out one per call. A message the serializer cannot
     * decode is removed and the decoding exception thrown, as Symfony's
     * transports do.
     */
    public function get(): iterable
    {
        if ([] === $this->prefetched) {
            try {
                $reserved = $this->queue->reserve($this->name, $this->batch, $this->visibility);
            } catch (RedisLockException $e) {
                throw new TransportException($e->getMessage(), 0, $e);
            }
            // one task, or with a count above 1 a list of them; false or [] when none is due
            $this->prefetched = false === $reserved ? [] : (isset($reserved['id']) ? [$reserved] : $reserved);
            if ([] === $this->prefetched) {
                return [];
            }
        }
        $task = array_shift($this->prefetched);
        $stamp = new RedisQueueReceivedStamp((string) $task['id'], $task['score']);
        try {
            $envelope = $this->decode($task['payload'] ?? null);
        } catch (MessageDecodingFailedException $e) {
            $this->settle($stamp);
            throw $e;
        }

        return [$envelope->with($stamp, new TransportMessageIdStamp($stamp->getId()))];
    }

    /**
     * Removes the message: it was handled.
     */
    public function ack(Envelope $envelope): void
    {
        $this->settle($this->receivedStamp($envelope));
    }

    /**
     * Removes the message: it is not to be handled again (Messenger sends a
     * retry as a new message before it rejects the old one).
     */
    public function reject(Envelope $envelope): void
    {
        $this->settle($this->receivedStamp($envelope));
    }

    /**
     * Every message sent and not yet acknowledged or rejected: due, delayed
     * and reserved.
     */
    public function getMessageCount(): int
    {
        $this->flush();
        try {
            return $this->queue->size($this->name);
        } catch (RedisLockException $e) {
            throw new TransportException($e->getMessage(), 0, $e);
        }
    }

    /**
     * Sends the acknowledgements not sent yet, and gives the messages reserved
     * but not handed out back to the queue, due at once. Errors are not
     * thrown from here: what was not sent is delivered again after the
     * visibility.
     */
    public function __destruct()
    {
        try {
            $this->flush();
            foreach ($this->prefetched as $task) {
                $this->queue->touch($this->name, $task['id'], $task['score'], 0.000001);
            }
        } catch (TransportException | RedisLockException) {
        }
        $this->prefetched = [];
    }

    /**
     * The envelope the serializer makes of a payload send() queued.
     */
    private function decode(?string $payload): Envelope
    {
        $message = null !== $payload && str_starts_with($payload, 'a:2:{')
            ? @unserialize($payload, ['allowed_classes' => false])
            : false;
        if (!\is_array($message) || !\is_string($message[0] ?? null) || !\is_array($message[1] ?? null)) {
            throw new MessageDecodingFailedException('The queued message is not one this transport sent.');
        }

        return $this->serializer->decode(['body' => $message[0], 'headers' => $message[1]]);
    }

    /**
     * Ends the delivery the stamp names, if it is still the current one: at
     * once, or, while messages of its batch wait to be handed out, with the
     * acknowledgement of the batch's last one.
     */
    private function settle(RedisQueueReceivedStamp $stamp): void
    {
        $this->settled[] = ['id' => $stamp->getId(), 'score' => $stamp->getScore()];
        if ([] === $this->prefetched) {
            $this->flush();
        }
    }

    /**
     * Sends the acknowledgements and rejections collected, in one round trip.
     */
    private function flush(): void
    {
        if ([] === $this->settled) {
            return;
        }
        $settled = $this->settled;
        $this->settled = [];
        try {
            $this->queue->ack($this->name, $settled);
        } catch (RedisLockException $e) {
            throw new TransportException($e->getMessage(), 0, $e);
        }
    }

    private function receivedStamp(Envelope $envelope): RedisQueueReceivedStamp
    {
        $stamp = $envelope->last(RedisQueueReceivedStamp::class);
        if (!$stamp instanceof RedisQueueReceivedStamp) {
            throw new LogicException('No RedisQueueReceivedStamp found on the Envelope.');
        }

        return $stamp;
    }
}
