<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Tests\Laravel;

use Illuminate\Bus\BusServiceProvider;
use Illuminate\Contracts\Debug\ExceptionHandler;
use Illuminate\Queue\QueueServiceProvider;
use Illuminate\Queue\Worker;
use Illuminate\Queue\WorkerOptions;
use Orchestra\Testbench\TestCase;
use RedisLock\Bridge\Laravel\RedisLockConnector;
use RedisLock\Bridge\Laravel\RedisLockJob;
use RedisLock\Bridge\Laravel\RedisLockQueue;
use RedisLock\Bridge\Laravel\RedisLockServiceProvider;
use RuntimeException;
use Throwable;

/**
 * The `redislock` queue connection as config/queue.php declares it, through
 * Laravel's QueueManager and Worker: what Laravel's integration test checks
 * through its own keys (the visibility of a reserved job, a release's delay
 * and attempts), the attempts, backoff and failure of a job run by the
 * worker, and `prefetch`.
 */
class RedisLockQueueBehaviourTest extends TestCase
{
    protected function getEnvironmentSetUp($app)
    {
        $app['config']->set('queue.default', 'redislock');
        $app['config']->set('queue.connections.redislock', [
            'driver' => 'redislock',
            'connection' => 'default',
            'queue' => 'default',
            'retry_after' => 60,
            'block_for' => null,
        ]);
        $app['config']->set('queue.failed.driver', 'null');
    }

    protected function getPackageProviders($app)
    {
        return [BusServiceProvider::class, QueueServiceProvider::class, RedisLockServiceProvider::class];
    }

    protected function setUp(): void
    {
        parent::setUp();
        $this->app['redis']->connection()->flushdb();
        BehaviourTestJob::$failures = 0;
        BehaviourTestJob::$handled = 0;
    }

    protected function tearDown(): void
    {
        $this->app['redis']->connection()->flushdb();
        parent::tearDown();
    }

    public function testTheConnectionIsARedisLockQueueWithItsConfiguration(): void
    {
        $queue = $this->queue();

        $this->assertInstanceOf(RedisLockQueue::class, $queue);
        $this->assertSame('redislock', $queue->getConnectionName());
    }

    public function testAPoppedJobIsReservedForRetryAfterSeconds(): void
    {
        $queue = $this->queue();
        $queue->push(new BehaviourTestJob());

        $before = microtime(true);
        $job = $queue->pop();
        $after = microtime(true);

        $this->assertInstanceOf(RedisLockJob::class, $job);
        $this->assertSame(1, $job->attempts());
        $this->assertSame(1, $queue->tasks()->stats('queues:default')['reserved']);
        $this->assertGreaterThanOrEqual($before + 59, $job->task()['score']);
        $this->assertLessThanOrEqual($after + 61, $job->task()['score']);
        $this->assertNull($queue->pop());
    }

    public function testAReleasedJobIsDelayedAndKeepsItsAttempts(): void
    {
        $queue = $this->queue();
        $queue->push(new BehaviourTestJob());

        $queue->pop()->release(1000);

        $stats = $queue->tasks()->stats('queues:default');
        $this->assertSame(1, $stats['delayed']);
        $this->assertSame(0, $stats['reserved']);
        $this->assertNull($queue->pop());

        $queue->clear(null);
        $queue->push(new BehaviourTestJob());
        $queue->pop()->release(0);
        $again = $queue->pop();
        $this->assertSame(2, $again->attempts());
        $this->assertSame(2, json_decode($again->getReservedJob(), true)['attempts']);
    }

    public function testAJobWhoseWorkerDiedIsDeliveredAgainAfterRetryAfterCountingTheAttempt(): void
    {
        $this->app['config']->set('queue.connections.redislock.retry_after', 0.2);
        $queue = $this->queue();
        $queue->push(new BehaviourTestJob());

        $first = $queue->pop();
        $this->assertNull($queue->pop());
        usleep(300000);
        $second = $queue->pop();

        $this->assertNotNull($second);
        $this->assertSame($first->getJobId(), $second->getJobId());
        $this->assertSame(2, $second->attempts());
    }

    public function testTheWorkerReleasesAFailingJobWithItsBackoffThenFailsIt(): void
    {
        $queue = $this->queue();
        BehaviourTestJob::$failures = 5;
        $queue->push(new BehaviourTestJob());
        $worker = $this->worker();
        $options = new WorkerOptions('default', 0, 128, 60, 0, 2);

        $worker->runNextJob('redislock', 'default', $options);

        $stats = $queue->tasks()->stats('queues:default');
        $this->assertSame(1, $stats['delayed'], 'released with the job\'s backoff of 30 s');
        $this->assertSame(0, $stats['failed']);

        $queue->clear(null);
        $queue->later(-1, new BehaviourTestJob());
        $queue->pop()->release(0);
        $worker->runNextJob('redislock', 'default', $options);

        $failed = $queue->tasks()->failed('queues:default');
        $this->assertCount(1, $failed);
        $this->assertSame(RuntimeException::class . ': boom', $failed[0]['reason']);
        $this->assertSame(BehaviourTestJob::class, json_decode($failed[0]['payload'], true)['displayName']);
        $this->assertSame(0, $queue->size());
    }

    public function testTheWorkerDeletesAJobThatSucceeds(): void
    {
        $queue = $this->queue();
        $queue->push(new BehaviourTestJob());

        $this->worker()->runNextJob('redislock', 'default', new WorkerOptions('default', 0, 128, 60, 0, 1));

        $this->assertSame(0, $queue->size());
        $this->assertSame(1, BehaviourTestJob::$handled);
    }

    public function testWithPrefetchOnePopReservesSeveralJobsAndHandsThemOutOneAtATime(): void
    {
        $this->app['config']->set('queue.connections.redislock.prefetch', 3);
        $queue = $this->queue();
        foreach (range(1, 5) as $i) {
            $queue->push(new BehaviourTestJob());
        }

        $jobs = [];
        foreach (range(1, 3) as $i) {
            $jobs[] = $queue->pop();
            $this->assertSame(3, $queue->tasks()->stats('queues:default')['reserved']);
        }
        $ids = [];
        foreach ($jobs as $job) {
            $this->assertSame(1, $job->attempts());
            $ids[] = $job->getJobId();
            $job->delete();
        }
        $ids[] = $queue->pop()->getJobId();

        $this->assertSame(2, $queue->tasks()->stats('queues:default')['reserved']);
        $this->assertCount(4, array_unique($ids));
    }

    public function testPrefetchedJobsNotHandedOutAreQueuedAgainWhenTheQueueEnds(): void
    {
        $config = $this->app['config']->get('queue.connections.redislock');
        $queue = (new RedisLockConnector($this->app['redis']))->connect(['prefetch' => 3] + $config);
        $queue->setContainer($this->app);
        foreach (range(1, 3) as $i) {
            $queue->push(new BehaviourTestJob());
        }
        $queue->pop()->delete();
        $tasks = $queue->tasks();

        unset($queue);

        $stats = $tasks->stats('queues:default');
        $this->assertSame(2, $stats['due']);
        $this->assertSame(0, $stats['reserved']);
        $this->assertSame(1, $this->queue()->pop()->attempts());
    }

    public function testAPrefetchedJobWithLessThanHalfOfRetryAfterLeftIsReservedAgainBeforeItIsHandedOut(): void
    {
        $this->app['config']->set('queue.connections.redislock.prefetch', 2);
        $this->app['config']->set('queue.connections.redislock.retry_after', 0.4);
        $queue = $this->queue();
        $queue->push(new BehaviourTestJob());
        $queue->push(new BehaviourTestJob());
        $queue->pop()->delete();

        usleep(250000);
        $before = microtime(true);
        $second = $queue->pop();

        $this->assertGreaterThanOrEqual($before + 0.3, $second->task()['score']);
        $this->assertSame(1, $second->attempts());
        $second->delete();
        $this->assertSame(0, $queue->size());
    }

    private function queue(): RedisLockQueue
    {
        return $this->app['queue']->connection('redislock');
    }

    /**
     * With block_for 0 (wait for a job for ever), a pop() on a Redis that
     * cannot be reached throws at once, as Laravel's BLPOP does, so that
     * the worker reports it (and tries again a second later) rather than
     * waiting for ever; the forked child answers within 5 s.
     */
    public function testAPopThatWaitsForEverThrowsWhenRedisCannotBeReached(): void
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        $port = (int) substr(strrchr(stream_socket_get_name($socket, false), ':'), 1);
        fclose($socket);
        $this->app['config']->set('queue.connections.redislock.block_for', 0);
        $this->app['config']->set('queue.connections.redislock.redislock', ['port' => $port, 'connect_timeout' => 0.2]);
        $queue = $this->queue();

        $pair = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
        $pid = pcntl_fork();
        if ($pid === 0) {
            fclose($pair[0]);
            try {
                $queue->pop();
                fwrite($pair[1], "popped\n");
            } catch (Throwable $e) {
                fwrite($pair[1], \get_class($e) . "\n");
            }
            posix_kill(getmypid(), SIGKILL);
        }
        fclose($pair[1]);
        stream_set_timeout($pair[0], 5);
        $line = fgets($pair[0]);
        posix_kill($pid, SIGKILL);
        pcntl_waitpid($pid, $status);

        $this->assertSame(\RedisLockException::class . "\n", $line);
    }

    private function worker(): Worker
    {
        $exceptions = new class () implements ExceptionHandler {
            public function report(Throwable $e)
            {
            }

            public function shouldReport(Throwable $e)
            {
                return false;
            }

            public function render($request, Throwable $e)
            {
                throw $e;
            }

            public function renderForConsole($output, Throwable $e)
            {
            }
        };

        return new Worker($this->app['queue'], $this->app['events'], $exceptions, fn () => false);
    }
}

/**
 * A job that throws while $failures is above 0, with a backoff of 30 s.
 */
class BehaviourTestJob
{
    use \Illuminate\Bus\Queueable;
    use \Illuminate\Queue\InteractsWithQueue;

    public static int $failures = 0;

    public static int $handled = 0;

    public $backoff = 30;

    public function handle(): void
    {
        if (self::$failures > 0) {
            self::$failures--;

            throw new RuntimeException('boom');
        }
        self::$handled++;
    }
}
