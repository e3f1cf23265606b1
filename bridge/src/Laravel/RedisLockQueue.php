<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Laravel;

use Illuminate\Contracts\Redis\Factory as Redis;
use Illuminate\Queue\Jobs\RedisJob;
use Illuminate\Queue\RedisQueue;

/**
 * The queue of the `redislock` connection: Laravel's jobs (their JSON
 * payloads, events, delays, attempts and backoff as Laravel counts them)
 * on a redislock RedisQueue named "queues:<queue>" under the connection's
 * prefix. push() and later() put() the payload under a fresh task id
 * (due now, or after the delay); pop() reserves one task with retry_after
 * as its visibility (waiting up to block_for seconds, woken by a push);
 * delete() acknowledges it; release($delay) queues the payload again with
 * its attempts, due after $delay; a failed job (fail(), attempts or
 * timeout exhausted) leaves the queue for its failed set, with its payload
 * and the exception as the reason (RedisQueue::failed(), retryFailed(),
 * purgeFailed()), and Laravel's failed_jobs provider records it as before.
 * A worker that dies leaves its job reserved until retry_after has passed:
 * it is then delivered again, that delivery counted in attempts().
 *
 * With `prefetch` above 1, pop() reserves up to that many jobs in one
 * call and hands them out one per pop(): fewer scripts per job, for short
 * jobs. A job waiting in the worker's hands is reserved all the while: one
 * whose reservation has less than half of retry_after left when its turn
 * comes is given retry_after again first (touch()); one that was
 * delivered elsewhere meanwhile is dropped. The jobs not handed out when
 * the queue object ends (the worker stops) are queued again, due at once,
 * their attempts as they were; a worker that dies leaves them reserved
 * until retry_after has passed, each delivery counted in its attempts.
 *
 * What does not map: Laravel's keys ("queues:<queue>", ":delayed",
 * ":reserved", ":notify") are not used, so tools that read them (Horizon)
 * see nothing; retry_after null (never deliver again) is 1e11 seconds, and
 * block_for 0 (wait for ever) waits 1e11 seconds, after one attempt that
 * does not wait (a Redis that cannot be reached throws then; one that goes
 * away during the wait is waited out); clear() deletes the
 * queue's keys in one script sent through the Laravel connection (one
 * server, not a Cluster).
 */
class RedisLockQueue extends RedisQueue
{
    /** The longest time the extension takes, for "no limit". */
    private const FOREVER = 1e11;

    private ?\RedisQueue $tasks = null;

    /** @var array<string, array<string, string>>|null payloads bulk() gathers, by queue name and task id */
    private ?array $gathered = null;

    /** @var array<string, list<array<string, mixed>>> tasks reserved and not handed out yet, by queue name */
    private array $prefetched = [];

    /**
     * Laravel's RedisQueue arguments, plus the redislock connection options
     * laid over those of the connection (the `redislock` configuration key)
     * and the jobs a pop() reserves at once (`prefetch`, 1 to 1000).
     *
     * @param array<string, mixed> $redislock
     */
    public function __construct(
        Redis $redis,
        $default = 'default',
        $connection = null,
        $retryAfter = 60,
        $blockFor = null,
        $dispatchAfterCommit = false,
        private array $redislock = [],
        private int $prefetch = 1
    ) {
        parent::__construct($redis, $default, $connection, $retryAfter, $blockFor, $dispatchAfterCommit);
        $this->prefetch = min(max(1, $prefetch), 1000);
    }

    /**
     * Every job of the queue: due, delayed and reserved.
     */
    public function size($queue = null)
    {
        return $this->tasks()->size($this->getQueue($queue));
    }

    /**
     * Each job as push() makes it (a JobQueued event each), all sent in one
     * put() per queue at the end, as Laravel's bulk() sends them in one
     * transaction at the end (a job pushed after the commit of a database
     * transaction, with after_commit, is sent when it is pushed).
     */
    public function bulk($jobs, $data = '', $queue = null)
    {
        $this->gathered = [];
        try {
            foreach ((array) $jobs as $job) {
                $this->push($job, $data, $queue);
            }
            $gathered = $this->gathered;
        } finally {
            $this->gathered = null;
        }
        foreach ($gathered as $name => $tasks) {
            $this->tasks()->put((string) $name, $tasks);
        }
    }

    /**
     * Queues a payload, due now (inside bulk(): at its end); answers its
     * job id.
     */
    public function pushRaw($payload, $queue = null, array $options = [])
    {
        $name = $this->getQueue($queue);
        if ($this->gathered !== null) {
            $this->gathered[$name][self::taskId()] = $payload;
        } else {
            $this->tasks()->put($name, [self::taskId() => $payload]);
        }

        return json_decode($payload, true)['id'] ?? null;
    }

    /**
     * Queues a payload due after $delay (seconds, a DateInterval or a
     * DateTime; negative: ahead of jobs due now); answers its job id.
     */
    protected function laterRaw($delay, $payload, $queue = null)
    {
        $this->tasks()->put($this->getQueue($queue), [self::taskId() => $payload], $this->secondsUntil($delay));

        return json_decode($payload, true)['id'] ?? null;
    }

    /**
     * Reserves the next due job for retry_after seconds, waiting up to
     * block_for seconds (with prefetch, takes the next one reserved
     * before); null when none came.
     */
    public function pop($queue = null)
    {
        $task = $this->nextTask($this->getQueue($queue));
        if ($task === null) {
            return null;
        }

        return new RedisLockJob(
            $this->container,
            $this,
            $task,
            $this->connectionName,
            $queue ?: $this->default
        );
    }

    /**
     * Queues again, due at once, the jobs reserved and not handed out.
     */
    public function __destruct()
    {
        try {
            foreach (array_filter($this->prefetched) as $name => $tasks) {
                $this->tasks()->put((string) $name, array_column($tasks, 'payload', 'id'));
                $this->tasks()->ack((string) $name, $tasks);
            }
        } catch (\RedisLockException) {
            // left reserved: delivered again once retry_after has passed
        }
        $this->prefetched = [];
    }

    /**
     * Acknowledges a job (delete()), or moves it to the failed set when the
     * job has failed.
     */
    public function deleteReserved($queue, $job)
    {
        $name = $this->getQueue($queue);
        $task = self::taskOf($job);
        if ($job->hasFailed()) {
            $reason = $job instanceof RedisLockJob ? $job->failReason() : 'failed';
            $this->tasks()->fail($name, $task['id'], $task['score'], $reason);

            return;
        }
        $this->tasks()->ack($name, [$task]);
    }

    /**
     * Ends the job's delivery and queues it again with its attempts, due
     * after $delay.
     */
    public function deleteAndRelease($queue, $job, $delay)
    {
        $name = $this->getQueue($queue);
        $task = self::taskOf($job);
        $this->tasks()->put($name, [$task['id'] => $job->getReservedJob()], $this->secondsUntil($delay));
        $this->tasks()->ack($name, [$task]);
    }

    /**
     * Deletes every job of the queue (its failed set stays); answers how
     * many there were.
     */
    public function clear($queue)
    {
        $this->prefetched[$this->getQueue($queue)] = [];
        $key = ($this->options()['prefix'] ?? '') . 'Queue:' . $this->getQueue($queue);
        $script = "local n = redis.call('zcard', ARGV[1]) redis.call('del', unpack(ARGV)) return n";

        return (int) $this->getConnection()->eval(
            $script,
            0,
            $key,
            '{' . $key . '}:attempts',
            '{' . $key . '}:rerun',
            '{' . $key . '}:payloads'
        );
    }

    /**
     * The next task of $name: one prefetched (its reservation renewed when
     * less than half of retry_after is left; dropped if it was delivered
     * elsewhere), else the first of up to `prefetch` reserved now.
     *
     * @return array<string, mixed>|null
     */
    private function nextTask(string $name): ?array
    {
        $this->prefetched[$name] ??= [];
        while (($task = array_shift($this->prefetched[$name])) !== null) {
            // the reservation's end, by this machine's clock
            if ($this->retryAfter === null || $task['score'] - microtime(true) >= $this->retryAfter / 2) {
                return $task;
            }
            $score = $this->tasks()->touch($name, $task['id'], $task['score'], $this->visibility());
            if ($score !== false) {
                return ['score' => $score] + $task;
            }
        }
        if ($this->prefetch <= 1) {
            $task = $this->reserve($name, 1);

            return $task === false ? null : $task;
        }
        $tasks = $this->reserve($name, $this->prefetch);
        $this->prefetched[$name] = $tasks === false ? [] : $tasks;

        return array_shift($this->prefetched[$name]);
    }

    /**
     * Up to $count tasks of $name (RedisQueue::reserve()'s answer) reserved
     * for retry_after, waiting up to block_for seconds. A wait for ever
     * (block_for 0) begins with one attempt that does not wait, which
     * throws when Redis cannot be reached, as Laravel's BLPOP does: the
     * wait itself would wait that out for ever.
     *
     * @return array<mixed>|false
     */
    private function reserve(string $name, int $count): array|false
    {
        $wait = $this->wait();
        if ($wait === self::FOREVER) {
            $tasks = $this->tasks()->reserve($name, $count, $this->visibility(), 0);
            if ($tasks !== false && $tasks !== []) {
                return $tasks;
            }
        }

        return $this->tasks()->reserve($name, $count, $this->visibility(), $wait);
    }

    /**
     * The extension's queue, opened on first use.
     */
    public function tasks(): \RedisQueue
    {
        return $this->tasks ??= new \RedisQueue($this->options());
    }

    /**
     * The redislock connection options of this queue's connection.
     *
     * @return array<string, mixed>
     */
    private function options(): array
    {
        return ConnectionOptions::of($this->getConnection(), $this->redislock);
    }

    private function visibility(): int|float
    {
        return $this->retryAfter === null ? self::FOREVER : max(0.001, $this->retryAfter);
    }

    private function wait(): int|float
    {
        if ($this->blockFor === null) {
            return 0;
        }

        return $this->blockFor > 0 ? $this->blockFor : self::FOREVER;
    }

    /**
     * The reserved task a job of this queue came from.
     *
     * @return array{id: int|string, score: float}
     */
    private static function taskOf(RedisJob $job): array
    {
        if (!$job instanceof RedisLockJob) {
            throw new \InvalidArgumentException('redislock: the job was not popped from a redislock queue');
        }

        return $job->task();
    }

    /**
     * A fresh task id: the queue deduplicates ids, Laravel's job ids may be
     * faked (Str::createUuidsUsing()), so each queued payload gets its own.
     */
    private static function taskId(): string
    {
        return bin2hex(random_bytes(12));
    }
}
