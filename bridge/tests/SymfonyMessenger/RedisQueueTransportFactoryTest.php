<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

use RedisLock\Bridge\Symfony\Messenger\RedisQueueTransport;
use RedisLock\Bridge\Symfony\Messenger\RedisQueueTransportFactory;
use Symfony\Component\Messenger\Bridge\Redis\Tests\Transport\RedisTransportFactoryTest;
use Symfony\Component\Messenger\Exception\InvalidArgumentException;
use Symfony\Component\Messenger\Transport\Serialization\SerializerInterface;

/**
 * Messenger's RedisTransportFactoryTest against RedisQueueTransportFactory.
 * Both tests make Symfony's factory in their own text, so both are
 * overridden with it, on this factory:
 * - testSupportsOnlyRedisTransports: the scheme is `redislock://` (and its
 *   TLS, cluster and sentinel forms); `redis://` stays Symfony's own
 *   transport's, so the two can serve one application;
 * - testCreateTransport: the transport the factory makes equals the one made
 *   by hand from the same connection, queue name and serializer; Symfony's
 *   stream options (`stream`, `delete_after_ack`) do not exist here.
 * The DSN tests of Symfony's ConnectionTest that apply (an invalid DSN, the
 * queue name from the path, options from the query and from the options
 * array, the query winning) are added below.
 */
class RedisQueueTransportFactoryTest extends RedisTransportFactoryTest
{
    public function testSupportsOnlyRedisTransports()
    {
        $factory = new RedisQueueTransportFactory();

        $this->assertTrue($factory->supports('redislock://localhost', []));
        $this->assertTrue($factory->supports('redislocks://localhost', []));
        $this->assertTrue($factory->supports('redislock+cluster://localhost:7000,localhost:7001/queue', []));
        $this->assertTrue($factory->supports('redislock+sentinel://localhost:26379/mymaster/queue', []));
        $this->assertFalse($factory->supports('redis://localhost', []));
        $this->assertFalse($factory->supports('rediss://localhost', []));
        $this->assertFalse($factory->supports('sqs://localhost', []));
        $this->assertFalse($factory->supports('invalid-dsn', []));
    }

    public function testCreateTransport()
    {
        $factory = new RedisQueueTransportFactory();
        $serializer = $this->createMock(SerializerInterface::class);
        [$connection] = RedisQueueTransportFactory::parse(TestTransports::dsn('bar'));
        $expectedTransport = new RedisQueueTransport($connection, 'bar', 30, $serializer);

        $this->assertEquals($expectedTransport, $factory->createTransport(TestTransports::dsn('bar'), ['transport_name' => 'async'], $serializer));
        $this->assertNotEquals($expectedTransport, $factory->createTransport(TestTransports::dsn('baz'), [], $serializer));
        $this->assertNotEquals($expectedTransport, $factory->createTransport(TestTransports::dsn('bar', 'visibility=5'), [], $serializer));
    }

    public function testFromInvalidDsn()
    {
        $this->expectException(InvalidArgumentException::class);

        (new RedisQueueTransportFactory())->createTransport('redislock://', [], $this->createMock(SerializerInterface::class));
    }

    public function testFromDsn()
    {
        $this->assertSame(
            ['redis://localhost:6379', 'queue', 30.0, 1],
            RedisQueueTransportFactory::parse('redislock://localhost:6379/queue')
        );
        $this->assertSame(
            ['redis://localhost', 'messages', 30.0, 1],
            RedisQueueTransportFactory::parse('redislock://localhost')
        );
        $this->assertSame(
            ['redis://:p%40ss@localhost:6379', 'my queue', 30.0, 1],
            RedisQueueTransportFactory::parse('redislock://:p%40ss@localhost:6379/my%20queue')
        );
    }

    public function testFromDsnWithOtherSchemes()
    {
        $this->assertSame(
            ['rediss://localhost:6380?tls_verify=0', 'queue', 30.0, 1],
            RedisQueueTransportFactory::parse('redislocks://localhost:6380/queue?tls_verify=0')
        );
        $this->assertSame(
            ['redis+cluster://a:7000,b:7001', 'queue', 30.0, 1],
            RedisQueueTransportFactory::parse('redislock+cluster://a:7000,b:7001/queue')
        );
        $this->assertSame(
            ['redis+sentinel://s1:26379,s2/mymaster', 'queue', 30.0, 1],
            RedisQueueTransportFactory::parse('redislock+sentinel://s1:26379,s2/mymaster/queue')
        );
    }

    public function testFromDsnWithQueryAndArrayOptions()
    {
        $this->assertSame(
            ['redis://localhost?prefix=app%3A&read_timeout=2', 'queue', 2.5, 1],
            RedisQueueTransportFactory::parse('redislock://localhost/queue?prefix=app:&visibility=2.5', ['read_timeout' => 2])
        );
        $this->assertSame(
            ['redis://localhost', 'queue', 30.0, 50],
            RedisQueueTransportFactory::parse('redislock://localhost/queue', ['batch' => 50])
        );
        // the query wins over the options array
        $this->assertSame(
            ['redis://localhost?persistent=1', 'queue', 10.0, 1],
            RedisQueueTransportFactory::parse('redislock://localhost/queue?visibility=10', ['visibility' => 60, 'persistent' => true])
        );
    }

    public function testUnknownOptionIsRefused()
    {
        $this->expectException(InvalidArgumentException::class);
        $this->expectExceptionMessage('delete_after_ack');

        (new RedisQueueTransportFactory())->createTransport(TestTransports::dsn('bar'), ['delete_after_ack' => true], $this->createMock(SerializerInterface::class));
    }

    /**
     * A DSN's password shows neither in the message of the exception an
     * invalid DSN makes nor in its trace (where PHP prints arguments).
     */
    public function testAPasswordInTheDsnDoesNotLeakIntoExceptions()
    {
        $ignoreArgs = ini_set('zend.exception_ignore_args', '0');
        $argLength = ini_set('zend.exception_string_param_max_len', '100');
        try {
            foreach (['redislock://:pw@127.0.0.1/q?bogus=1', 'redislock://:pw@127.0.0.1/q?visibility=x'] as $dsn) {
                try {
                    (new RedisQueueTransportFactory())->createTransport($dsn, [], $this->createMock(SerializerInterface::class));
                    $this->fail('an invalid DSN was accepted');
                } catch (InvalidArgumentException $e) {
                    $this->assertStringNotContainsString(':pw@', (string) $e);
                }
            }
            try {
                new RedisQueueTransport('redis://:pw@127.0.0.1?bogus=1');
                $this->fail('an invalid DSN was accepted');
            } catch (\ValueError $e) {
                $this->assertStringNotContainsString(':pw@', (string) $e);
            }
        } finally {
            ini_set('zend.exception_ignore_args', (string) $ignoreArgs);
            ini_set('zend.exception_string_param_max_len', (string) $argLength);
        }
    }
}
