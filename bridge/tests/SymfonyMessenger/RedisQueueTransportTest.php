<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

use RedisLock\Bridge\Symfony\Messenger\RedisQueueTransport;
use Symfony\Component\Messenger\Bridge\Redis\Tests\Fixtures\DummyMessage;
use Symfony\Component\Messenger\Bridge\Redis\Tests\Transport\RedisTransportTest;
use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\Transport\Serialization\SerializerInterface;
use Symfony\Component\Messenger\Transport\TransportInterface;

/**
 * Messenger's RedisTransportTest against RedisQueueTransport. Both tests make
 * their transport in a private method of Symfony's class (a RedisTransport on
 * a mocked Connection), so both are overridden with their own text, the
 * transport made by the factory on the test server: testReceivesMessages
 * sends the message for real instead of mocking Connection::get().
 */
class RedisQueueTransportTest extends RedisTransportTest
{
    public function testItIsATransport()
    {
        $transport = $this->getQueueTransport();

        $this->assertInstanceOf(TransportInterface::class, $transport);
    }

    public function testReceivesMessages()
    {
        $transport = $this->getQueueTransport(
            $serializer = $this->createMock(SerializerInterface::class)
        );

        $decodedMessage = new DummyMessage('Decoded.');

        $serializer->method('encode')->willReturn(['body' => 'body', 'headers' => ['my' => 'header']]);
        $serializer->method('decode')->with(['body' => 'body', 'headers' => ['my' => 'header']])->willReturn(new Envelope($decodedMessage));
        $transport->send(new Envelope(new DummyMessage('Hi')));

        $envelopes = $transport->get();
        $this->assertSame($decodedMessage, $envelopes[0]->getMessage());
    }

    private function getQueueTransport(?SerializerInterface $serializer = null): RedisQueueTransport
    {
        $serializer = $serializer ?? $this->createMock(SerializerInterface::class);

        return TestTransports::create(TestTransports::queueName('transport'), '', $serializer);
    }
}
