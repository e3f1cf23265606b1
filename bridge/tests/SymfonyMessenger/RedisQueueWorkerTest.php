<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

use PHPUnit\Framework\TestCase;
use Psr\Container\ContainerInterface;
use Psr\Container\NotFoundExceptionInterface;
use Symfony\Component\EventDispatcher\EventDispatcher;
use Symfony\Component\Messenger\Bridge\Redis\Tests\Fixtures\DummyMessage;
use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\EventListener\SendFailedMessageForRetryListener;
use Symfony\Component\Messenger\EventListener\StopWorkerOnMessageLimitListener;
use Symfony\Component\Messenger\EventListener\StopWorkerOnTimeLimitListener;
use Symfony\Component\Messenger\Handler\HandlersLocator;
use Symfony\Component\Messenger\MessageBus;
use Symfony\Component\Messenger\Middleware\HandleMessageMiddleware;
use Symfony\Component\Messenger\Retry\MultiplierRetryStrategy;
use Symfony\Component\Messenger\Stamp\RedeliveryStamp;
use Symfony\Component\Messenger\Worker;

/**
 * The transport under Messenger's own Worker, as messenger:consume runs it:
 * a handler that throws has its message retried (sent again with a delay by
 * Messenger's retry listener, the first delivery rejected), and every
 * message ends acknowledged or rejected, none left in the queue.
 */
class RedisQueueWorkerTest extends TestCase
{
    public function testWorkerHandlesRetriesAndSettlesEveryMessage()
    {
        $transport = TestTransports::create(TestTransports::queueName('worker'), 'batch=2');
        $calls = [];
        $handler = function (DummyMessage $message) use (&$calls): void {
            $calls[] = $message->getMessage();
            if ('flaky' === $message->getMessage() && 1 === \count(array_keys($calls, 'flaky', true))) {
                throw new \RuntimeException('the first try fails');
            }
        };
        $bus = new MessageBus([new HandleMessageMiddleware(new HandlersLocator([DummyMessage::class => [$handler]]))]);
        $dispatcher = new EventDispatcher();
        $dispatcher->addSubscriber(new SendFailedMessageForRetryListener(
            self::locator(['async' => $transport]),
            self::locator(['async' => new MultiplierRetryStrategy(3, 100)])
        ));
        $dispatcher->addSubscriber(new StopWorkerOnMessageLimitListener(3));
        $dispatcher->addSubscriber(new StopWorkerOnTimeLimitListener(10));
        $retried = [];
        $dispatcher->addListener(\Symfony\Component\Messenger\Event\WorkerMessageReceivedEvent::class, function ($event) use (&$retried): void {
            $retried[] = RedeliveryStamp::getRetryCountFromEnvelope($event->getEnvelope());
        });

        $transport->send(new Envelope(new DummyMessage('flaky')));
        $transport->send(new Envelope(new DummyMessage('ok')));
        (new Worker(['async' => $transport], $bus, $dispatcher))->run(['sleep' => 10000]);

        $this->assertSame(['flaky', 'ok', 'flaky'], $calls);
        $this->assertSame([0, 0, 1], $retried, 'the third message is the retry');
        $this->assertSame(0, $transport->getMessageCount());
    }

    /**
     * @param array<string, object> $services
     */
    private static function locator(array $services): ContainerInterface
    {
        return new class($services) implements ContainerInterface {
            public function __construct(private readonly array $services)
            {
            }

            public function get(string $id): mixed
            {
                return $this->services[$id] ?? throw new class("no service $id") extends \RuntimeException implements NotFoundExceptionInterface {
                };
            }

            public function has(string $id): bool
            {
                return isset($this->services[$id]);
            }
        };
    }
}
