<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

use Symfony\Component\Messenger\Bridge\Redis\Tests\Transport\RedisReceiverTest;
use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\Exception\MessageDecodingFailedException;
use Symfony\Component\Messenger\Transport\Serialization\PhpSerializer;
use Symfony\Component\Messenger\Transport\Serialization\SerializerInterface;

/**
 * Messenger's RedisReceiverTest against RedisQueueTransport, on the same data
 * providers. The originals hand a stream entry to Symfony's RedisReceiver
 * through a mocked Connection; here the entry is queued for real:
 * - an entry with body and headers (a message a Symfony sender wrote) is sent
 *   through the transport with those body and headers, and got back decoded by
 *   the provider's serializer;
 * - an entry without them (JSON an outside producer wrote straight into the
 *   stream, which Symfony's receiver hands whole to the serializer) does not
 *   map: the transport reads only payloads it queued itself, so that entry,
 *   queued with RedisQueue::put(), is removed and get() throws
 *   MessageDecodingFailedException, as for any payload it cannot decode.
 * A serializer that throws MessageDecodingFailedException has the message
 * rejected (removed from the queue) and the exception thrown, as there.
 */
class RedisQueueReceiverTest extends RedisReceiverTest
{
    /**
     * @dataProvider redisEnvelopeProvider
     */
    public function testItReturnsTheDecodedMessageToTheHandler(array $redisEnvelope, $expectedMessage, SerializerInterface $serializer)
    {
        $queueName = TestTransports::queueName('receiver');
        $transport = TestTransports::create($queueName, '', $serializer);
        $entry = json_decode($redisEnvelope['data']['message'], true);
        if (!\array_key_exists('body', $entry) || !\array_key_exists('headers', $entry)) {
            TestTransports::queue()->put($queueName, ['outside' => $redisEnvelope['data']['message']]);
            try {
                $transport->get();
                $this->fail('Expected MessageDecodingFailedException to be thrown.');
            } catch (MessageDecodingFailedException $e) {
                $this->assertSame(0, $transport->getMessageCount());
            }

            return;
        }
        $raw = TestTransports::create($queueName, '', new RawSerializer());
        $raw->send(new Envelope(new RawMessage($entry['body'], $entry['headers'])));

        $actualEnvelopes = $transport->get();
        $this->assertCount(1, $actualEnvelopes);
        $this->assertEquals($expectedMessage, $actualEnvelopes[0]->getMessage());
    }

    /**
     * @dataProvider rejectedRedisEnvelopeProvider
     */
    public function testItRejectTheMessageIfThereIsAMessageDecodingFailedException(array $redisEnvelope)
    {
        $this->expectException(MessageDecodingFailedException::class);

        $serializer = $this->createMock(PhpSerializer::class);
        $serializer->method('encode')->willReturn(['body' => $redisEnvelope['data']['message'], 'headers' => []]);
        $serializer->method('decode')->willThrowException(new MessageDecodingFailedException());

        $transport = TestTransports::create(TestTransports::queueName('receiver'), '', $serializer);
        $transport->send(new Envelope(new \stdClass()));
        try {
            $transport->get();
        } finally {
            $this->assertSame(0, $transport->getMessageCount());
        }
    }
}
