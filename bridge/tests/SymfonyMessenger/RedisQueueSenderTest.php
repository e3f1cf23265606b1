<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

use Symfony\Component\Messenger\Bridge\Redis\Tests\Fixtures\DummyMessage;
use Symfony\Component\Messenger\Bridge\Redis\Tests\Transport\RedisSenderTest;
use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\Transport\Serialization\SerializerInterface;

/**
 * Messenger's RedisSenderTest against RedisQueueTransport. The original
 * expects Connection::add() of a mocked Connection to receive the encoded
 * body and headers; here they are sent for real and the serializer is
 * expected to decode exactly them, once, when the message is got.
 */
class RedisQueueSenderTest extends RedisSenderTest
{
    public function testSend()
    {
        $envelope = new Envelope(new DummyMessage('Oy'));
        $encoded = ['body' => '...', 'headers' => ['type' => DummyMessage::class]];

        $serializer = $this->createMock(SerializerInterface::class);
        $serializer->method('encode')->with($envelope)->willReturn($encoded);
        $serializer->expects($this->once())->method('decode')->with($encoded)->willReturn($envelope);

        $transport = TestTransports::create(TestTransports::queueName('sender'), '', $serializer);
        $transport->send($envelope);
        $this->assertCount(1, $transport->get());
    }
}
