<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\SymfonyMessenger;

use PHPUnit\Framework\TestCase;
use RedisLock\Bridge\Symfony\Messenger\RedisQueueReceivedStamp;
use Symfony\Component\Messenger\Bridge\Redis\Tests\Fixtures\DummyMessage;
use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\Stamp\DelayStamp;
use Symfony\Component\Messenger\Stamp\TransportMessageIdStamp;

/**
 * What RedisQueueTransport promises beyond Messenger's own Redis tests: the
 * message count, DelayStamp, one message per send(), and the redelivery of a
 * message whose worker process died.
 */
class RedisQueueTransportBehaviourTest extends TestCase
{
    public function testMessageCountIsEverySentMessageNotYetAcknowledgedOrRejected()
    {
        $transport = TestTransports::create(TestTransports::queueName('count'));
        $this->assertSame(0, $transport->getMessageCount());

        $transport->send(new Envelope(new DummyMessage('due 1')));
        $transport->send(new Envelope(new DummyMessage('due 2')));
        $transport->send(new Envelope(new DummyMessage('delayed'), [new DelayStamp(60000)]));
        $this->assertSame(3, $transport->getMessageCount());

        $first = $transport->get()[0];
        $this->assertSame(3, $transport->getMessageCount(), 'a reserved message is counted');
        $second = $transport->get()[0];
        $this->assertSame([], $transport->get(), 'the delayed message is not due');

        $transport->ack($first);
        $this->assertSame(2, $transport->getMessageCount());
        $transport->reject($second);
        $this->assertSame(1, $transport->getMessageCount());
    }

    public function testDelayStampIsHonoured()
    {
        $transport = TestTransports::create(TestTransports::queueName('delay'));
        $transport->send(new Envelope(new DummyMessage('later'), [new DelayStamp(300)]));
        $transport->send(new Envelope(new DummyMessage('now')));

        $this->assertSame('now', $transport->get()[0]->getMessage()->getMessage());
        $this->assertSame([], $transport->get());

        $deadline = microtime(true) + 5;
        do {
            usleep(20000);
            $envelopes = $transport->get();
        } while ([] === $envelopes && microtime(true) < $deadline);
        $this->assertSame('later', $envelopes[0]->getMessage()->getMessage());
    }

    public function testEverySendIsOneMessageWithItsOwnId()
    {
        $transport = TestTransports::create(TestTransports::queueName('ids'));
        $envelope = new Envelope(new DummyMessage('same'));
        $firstId = $transport->send($envelope)->last(TransportMessageIdStamp::class)->getId();
        $secondId = $transport->send($envelope)->last(TransportMessageIdStamp::class)->getId();

        $this->assertNotSame($firstId, $secondId);
        $this->assertSame(2, $transport->getMessageCount());
        $received = $transport->get()[0];
        $this->assertSame($firstId, $received->last(TransportMessageIdStamp::class)->getId());
        $this->assertSame($firstId, $received->last(RedisQueueReceivedStamp::class)->getId());
    }

    public function testMessageOfAWorkerThatDiedIsDeliveredAgainAfterTheVisibility()
    {
        $queueName = TestTransports::queueName('died');
        $transport = TestTransports::create($queueName, 'visibility=0.5');
        $transport->send(new Envelope(new DummyMessage('survives')));

        $worker = $this->startWorker($queueName);
        $this->assertSame([], $transport->get(), 'the worker holds the message');
        proc_terminate($worker, 9);
        proc_close($worker);

        $deadline = microtime(true) + 5;
        do {
            usleep(20000);
            $envelopes = $transport->get();
        } while ([] === $envelopes && microtime(true) < $deadline);
        $this->assertCount(1, $envelopes);
        $this->assertSame('survives', $envelopes[0]->getMessage()->getMessage());
        $transport->ack($envelopes[0]);
        $this->assertSame(0, $transport->getMessageCount());
    }

    public function testBatchIsReservedInOneCallAndSettledTogether()
    {
        $queueName = TestTransports::queueName('batch');
        $transport = TestTransports::create($queueName, 'batch=3');
        $other = TestTransports::create($queueName);
        foreach (range(1, 5) as $n) {
            $transport->send(new Envelope(new DummyMessage("m$n")));
        }

        $first = $transport->get()[0];
        $this->assertSame('m1', $first->getMessage()->getMessage());
        $this->assertSame('m4', $other->get()[0]->getMessage()->getMessage(), 'm2 and m3 are reserved with m1');
        $transport->ack($first);
        $this->assertSame(5, TestTransports::queue()->size($queueName), 'the acknowledgement waits for the batch');
        $second = $transport->get()[0];
        $transport->reject($second);
        $third = $transport->get()[0];
        $this->assertSame('m3', $third->getMessage()->getMessage());
        $transport->ack($third);
        $this->assertSame(2, TestTransports::queue()->size($queueName), 'the last of the batch sends the three');
        $this->assertSame(2, $transport->getMessageCount());
    }

    public function testMessagesHeldWhenTheTransportIsDestroyedAreGivenBack()
    {
        $queueName = TestTransports::queueName('giveback');
        $transport = TestTransports::create($queueName, 'batch=10');
        foreach (range(1, 3) as $n) {
            $transport->send(new Envelope(new DummyMessage("m$n")));
        }
        $transport->ack($transport->get()[0]);
        unset($transport);

        $other = TestTransports::create($queueName);
        $this->assertSame(2, $other->getMessageCount(), 'the acknowledgement was sent');
        $this->assertSame('m2', $other->get()[0]->getMessage()->getMessage(), 'm2 is due at once');
        $this->assertSame('m3', $other->get()[0]->getMessage()->getMessage());
    }

    /**
     * A PHP process that gets one message from the queue and sleeps, holding
     * it; returned once it has the message.
     *
     * @return resource
     */
    private function startWorker(string $queueName)
    {
        $module = getenv('REDISLOCK_TEST_MODULE');
        $this->assertNotFalse($module, 'REDISLOCK_TEST_MODULE names the built extension (scripts/test-bridge sets it)');
        $code = sprintf(
            'require %s; $t = %s::create(%s, "visibility=0.5"); echo count($t->get()), "\n"; sleep(30);',
            var_export(__DIR__ . '/bootstrap.php', true),
            TestTransports::class,
            var_export($queueName, true)
        );
        $worker = proc_open([\PHP_BINARY, '-d', 'extension=' . $module, '-r', $code], [1 => ['pipe', 'w']], $pipes);
        $this->assertIsResource($worker);
        $this->assertSame("1\n", fgets($pipes[1]));

        return $worker;
    }
}
