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
 */
class RedisQueueTransport implements TransportInterface, MessageCountAwareInterface
{
    private RedisQueue $queue;
    private SerializerInterface $serializer;

    /**
     * @param RedisQueue|array<string, mixed>|string|null $connection a RedisQueue, or what its constructor takes
     * @param string                                      $name       the queue's name
     * @param int|float                                   $visibility seconds a delivered message stays hidden before it is delivered again
     */
    public function __construct(
        RedisQueue|array|string|null $connection = null,
        private readonly string $name = 'messages',
        private readonly int|float $visibility = 30,
        ?SerializerInterface $serializer = null,
    ) {
        if ('' === $name) {
            throw new InvalidArgumentException('The queue name must not be empty.');
        }
        if (!is_finite((float) $visibility) || $visibility < 0.001) {
            throw new InvalidArgumentException(sprintf('The visibility must be at least 0.001 s, %s given.', $visibility));
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
     * Reserves the first due message for the visibility; [] when none is due.
     * A message the serializer cannot decode is removed and the decoding
     * exception thrown, as Symfony's transports do.
     */
    public function get(): iterable
    {
        try {
            $task = $this->queue->reserve($this->name, 1, $this->visibility);
        } catch (RedisLockException $e) {
            throw new TransportException($e->getMessage(), 0, $e);
        }
        if (false === $task) {
            return [];
        }
        $stamp = new RedisQueueReceivedStamp((string) $task['id'], $task['score']);
        try {
            $envelope = $this->decode($task['payload'] ?? null);
        } catch (MessageDecodingFailedException $e) {
            $this->remove($stamp);
            throw $e;
        }

        return [$envelope->with($stamp, new TransportMessageIdStamp($stamp->getId()))];
    }

    /**
     * Removes the message: it was handled.
     */
    public function ack(Envelope $envelope): void
    {
        $this->remove($this->receivedStamp($envelope));
    }

    /**
     * Removes the message: it is not to be handled again (Messenger sends a
     * retry as a new message before it rejects the old one).
     */
    public function reject(Envelope $envelope): void
    {
        $this->remove($this->receivedStamp($envelope));
    }

    /**
     * Every message sent and not yet acknowledged or rejected: due, delayed
     * and reserved.
     */
    public function getMessageCount(): int
    {
        try {
            return $this->queue->size($this->name);
        } catch (RedisLockException $e) {
            throw new TransportException($e->getMessage(), 0, $e);
        }
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
     * Ends the delivery the stamp names, if it is still the current one.
     */
    private function remove(RedisQueueReceivedStamp $stamp): void
    {
        try {
            $this->queue->ack($this->name, [['id' => $stamp->getId(), 'score' => $stamp->getScore()]]);
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
