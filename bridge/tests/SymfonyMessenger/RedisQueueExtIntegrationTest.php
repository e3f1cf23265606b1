<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

use RedisLock\Bridge\Symfony\Messenger\RedisQueueTransport;
use Symfony\Component\Messenger\Bridge\Redis\Tests\Fixtures\DummyMessage;
use Symfony\Component\Messenger\Bridge\Redis\Tests\Transport\RedisExtIntegrationTest;
use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\Transport\Serialization\Serializer;

/**
 * Messenger's Redis integration tests against RedisQueueTransport.
 *
 * setUp() makes the connection the tests use: a RedisQueueConnection (Symfony's
 * Connection API answered by the transport) on a queue of the test's own, with
 * a RawSerializer. These run unchanged: testConnectionSendAndGet,
 * testGetTheFirstAvailableMessage, testConnectionSendWithSameContent,
 * testConnectionSendAndGetDelayed, testConnectionSendDelayedMessagesWithSameContent.
 *
 * Overridden with the same scenario through the transport, because the
 * original reaches into Symfony's Connection or its stream:
 * - testConnectionBelowRedeliverTimeout, testConnectionClaimAndRedeliver: the
 *   other consumer is another transport's get() instead of an XREADGROUP, and
 *   the redeliver timeout is the transport's visibility; the abandoned message
 *   is due again at the end of its visibility, so it is delivered after the
 *   messages due before then (Symfony's consumer takes pending ones first);
 * - testLazy, testDbIndex, testGetNonBlocking, testGetAfterReject: the
 *   original makes its own Connection of redis://localhost; here a transport
 *   of the test server's DSN (testDbIndex: `db=2`, checked on the server);
 * - testJsonError: Symfony's transport refuses a body that is not UTF-8 (JSON);
 *   this one sends and delivers it unchanged (its payload is binary-safe);
 * - testItProperlyHandlesEmptyMessages: a consumer that died holding a message
 *   (there: trimmed from the stream meanwhile) does not stop the next one
 *   from getting the message after it.
 *
 * Not run (group not-mapped): testLazyCluster and testFromDsnWithMultipleHosts
 * need a Redis Cluster (REDIS_CLUSTER_HOSTS), which scripts/test-bridge does not
 * start; Symfony's own CI skips them without one too. RedisQueue on a cluster is
 * tested by the extension's own tests.
 */
class RedisQueueExtIntegrationTest extends RedisExtIntegrationTest
{
    private string $queueName;
    private RedisQueueTransport $transport;
    private RedisQueueConnection $queueConnection;

    protected function setUp(): void
    {
        $this->queueName = TestTransports::queueName('integration');
        $this->transport = TestTransports::create($this->queueName, '', new RawSerializer());
        $this->queueConnection = new RedisQueueConnection($this->transport);
        $redis = new \Redis();
        $redis->connect(getenv('REDIS_HOST') ?: '127.0.0.1', (int) (getenv('REDIS_PORT') ?: 6379));
        $connection = $this->queueConnection;
        \Closure::bind(function () use ($connection, $redis): void {
            $this->connection = $connection;
            $this->redis = $redis;
        }, $this, RedisExtIntegrationTest::class)();
    }

    public function testConnectionBelowRedeliverTimeout()
    {
        $connection = $this->queueConnection;
        $body = '{"message": "Hi"}';
        $headers = ['type' => DummyMessage::class];

        $connection->add($body, $headers);

        // Read first message with other consumer
        $other = TestTransports::create($this->queueName, '', new RawSerializer());
        $this->assertCount(1, $other->get());

        // Queue will not have any messages yet
        $this->assertNull($connection->get());
    }

    public function testConnectionClaimAndRedeliver()
    {
        // lower redeliver timeout
        $connection = new RedisQueueConnection(TestTransports::create($this->queueName, 'visibility=0.2', new RawSerializer()));

        $body1 = '{"message": "Hi"}';
        $body2 = '{"message": "Bye"}';
        $headers = ['type' => DummyMessage::class];

        $connection->add($body1, $headers);
        $connection->add($body2, $headers);

        // Read first message with other consumer, which dies
        $other = TestTransports::create($this->queueName, 'visibility=0.2', new RawSerializer());
        $this->assertCount(1, $other->get());
        usleep(300000);

        // The abandoned message is due again at the end of its visibility, so it
        // comes after the message that was due before that (Symfony's stream
        // hands pending messages out first)
        $message = $connection->get();
        $this->assertEquals([
            'message' => json_encode([
                'body' => $body2,
                'headers' => $headers,
            ]),
        ], $message['data']);
        $connection->ack($message['id']);

        $message = $connection->get();
        $this->assertEquals([
            'message' => json_encode([
                'body' => $body1,
                'headers' => $headers,
            ]),
        ], $message['data']);
        $connection->ack($message['id']);
        $this->assertSame(0, $this->transport->getMessageCount());
    }

    /**
     * @group not-mapped
     */
    public function testLazyCluster()
    {
        parent::testLazyCluster();
    }

    public function testLazy()
    {
        // nothing is sent until the first call: a transport of a closed port is made
        $connection = new RedisQueueConnection(new RedisQueueTransport('redis://127.0.0.1:1', $this->queueName, 30, new RawSerializer()));
        $this->assertInstanceOf(RedisQueueConnection::class, $connection);

        $connection = $this->queueConnection;
        $connection->add('1', []);
        $this->assertNotEmpty($message = $connection->get());
        $this->assertSame([
            'message' => json_encode([
                'body' => '1',
                'headers' => [],
            ]),
        ], $message['data']);
        $connection->reject($message['id']);
    }

    public function testDbIndex()
    {
        $connection = new RedisQueueConnection(TestTransports::create($this->queueName, 'db=2', new RawSerializer()));
        $connection->add('1', []);

        $redis = new \Redis();
        $redis->connect(getenv('REDIS_HOST') ?: '127.0.0.1', (int) (getenv('REDIS_PORT') ?: 6379));
        $redis->select(2);
        $this->assertSame(1, $redis->zCard('Queue:' . $this->queueName));
        $redis->select(0);
        $this->assertSame(0, $redis->zCard('Queue:' . $this->queueName));
    }

    /**
     * @group not-mapped
     */
    public function testFromDsnWithMultipleHosts()
    {
        parent::testFromDsnWithMultipleHosts();
    }

    public function testJsonError()
    {
        $connection = $this->queueConnection;
        $connection->add("\xB1\x31", []);

        $envelopes = $this->transport->get();
        $this->assertCount(1, $envelopes);
        $this->assertSame("\xB1\x31", $envelopes[0]->getMessage()->body);
    }

    public function testGetNonBlocking()
    {
        $connection = $this->queueConnection;

        $started = microtime(true);
        $this->assertNull($connection->get()); // no message, should return null immediately
        $this->assertLessThan(0.5, microtime(true) - $started);
        $connection->add('1', []);
        $this->assertNotEmpty($message = $connection->get());
        $connection->reject($message['id']);
    }

    public function testGetAfterReject()
    {
        $connection = $this->queueConnection;

        $connection->add('1', []);
        $connection->add('2', []);

        $failing = $connection->get();
        $connection->reject($failing['id']);

        $connection = new RedisQueueConnection(TestTransports::create($this->queueName, '', new RawSerializer()));
        $this->assertNotNull($connection->get());
    }

    public function testItProperlyHandlesEmptyMessages()
    {
        $serializer = new Serializer();
        $transport = TestTransports::create($this->queueName, '', $serializer);

        $transport->send(new Envelope(new DummyMessage('Hi1')));
        $transport->send(new Envelope(new DummyMessage('Hi2')));

        $transport->get();

        // The consumer died during handling a message
        $transport = TestTransports::create($this->queueName, '', $serializer);

        /** @var Envelope[] $envelope */
        $envelope = $transport->get();
        $this->assertCount(1, $envelope);

        $message = $envelope[0]->getMessage();
        $this->assertInstanceOf(DummyMessage::class, $message);
        $this->assertEquals('Hi2', $message->getMessage());
    }
}
