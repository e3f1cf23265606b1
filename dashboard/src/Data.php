<?php

declare(strict_types=1);

namespace RedisLockDashboard;

use RedisQueue;
use RedisStock;
use RuntimeException;

/*
 * What the dashboard reads and changes in Redis, bounded whatever the
 * data's size:
 * - names are found by SCAN (MATCH on the kind's keys, COUNT 1000) on every
 *   master, at most SCAN_CALLS calls per kind and node, within
 *   SCAN_BUDGET seconds per kind, and at most MAX_NAMES names
 *   per kind (the page says when a list was cut);
 * - a queue's stats() walks all its tasks not due (the delayed ones too)
 *   once 2,000 of them are delivered; it is called only when that walk is at most
 *   STATS_WALK_MAX tasks (at most a few dozen scripts) and the walks of
 *   the request stay within STATS_WALK_BUDGET tasks, else the queue's
 *   reserved and delayed counts are shown as not counted and the other
 *   figures come from single counting commands (ZCARD, ZCOUNT);
 * - the failed tasks are read a page at a time (PER_PAGE tasks, by rank),
 *   a payload shown only as a preview of one of at most 64 KiB;
 * - every raw command goes through Resp, which caps a request's commands.
 * The queue, lock, semaphore and stock figures come from the extension's
 * classes where they offer them; SCAN, PTTL and the counts of waiters and
 * permits from Resp.
 */
final class Data
{
    public const SCAN_CALLS = 25;
    public const SCAN_BUDGET = 0.1;
    public const MAX_NAMES = ['Queue' => 100, 'Lock' => 300, 'Semaphore' => 300, 'Stock' => 300];
    public const STATS_WALK_MAX = 20000;
    public const STATS_WALK_BUDGET = 40000;
    public const PER_PAGE = 50;

    private ?RedisQueue $queue = null;
    private ?RedisStock $stock = null;
    private ?float $now = null;
    private float $scanDeadline = 0.0;
    /* the tasks the stats() walks of this request may still look at */
    private int $walkBudget = self::STATS_WALK_BUDGET;
    /** @var array<string, bool> kinds whose list was cut by a bound */
    public array $cut = [];

    public function __construct(private readonly Config $config, private readonly Resp $resp)
    {
    }

    public function queues(): RedisQueue
    {
        return $this->queue ??= new RedisQueue($this->config->classDsn());
    }

    private function stocks(): RedisStock
    {
        return $this->stock ??= new RedisStock($this->config->classDsn());
    }

    /* The Redis server's time in seconds (one TIME per request). */
    public function now(): float
    {
        if ($this->now === null) {
            $t = $this->resp->call('TIME');
            $this->now = (int) $t[0] + (int) $t[1] / 1e6;
        }
        return $this->now;
    }

    /* The full key of a name of $kind ("Queue", "Lock", ...). */
    public function key(string $kind, string $name): string
    {
        return $this->config->prefix . $kind . ':' . $name;
    }

    /* A name beside $key in its cluster slot, as the extension makes it. */
    public static function beside(string $key, string $suffix): string
    {
        return Slot::beside($key, $suffix);
    }

    /* The names of $kind found by a bounded SCAN of "<prefix><kind>:*" (sorted). */
    public function scanNames(string $kind): array
    {
        $lead = $this->config->prefix . $kind . ':';
        $this->scanDeadline = microtime(true) + self::SCAN_BUDGET;
        $names = $this->scan(self::globQuote($lead) . '*', $kind,
            static fn (string $key): ?string => strlen($key) > strlen($lead) ? substr($key, strlen($lead)) : null);
        if ($kind === 'Queue') {
            // a queue with failed tasks only has no sorted set of its own:
            // its failed set is "{tag}" + key + ":failed" or "{" + key + "}:failed"
            $names += $this->scan('{*' . self::globQuote($lead) . '*:failed', $kind,
                static fn (string $key): ?string => self::failedQueueName($key, $lead));
        }
        // PHP turns a key like "42" into an int: the names go on as strings
        $names = array_map('strval', array_keys($names));
        sort($names, SORT_STRING);
        if (count($names) > self::MAX_NAMES[$kind]) {
            $this->cut[$kind] = true;
        }
        return array_slice($names, 0, self::MAX_NAMES[$kind]);
    }

    /*
     * The name whose failed set is $key ("{tag}<lead>name:failed" or
     * "{<lead>name}:failed", as Slot::beside() makes it), or null.
     */
    private static function failedQueueName(string $key, string $lead): ?string
    {
        for ($at = strpos($key, $lead, 1); $at !== false; $at = strpos($key, $lead, $at + 1)) {
            foreach ([':failed', '}:failed'] as $tail) {
                $length = strlen($key) - $at - strlen($lead) - strlen($tail);
                $name = $length > 0 ? substr($key, $at + strlen($lead), $length) : '';
                if ($name !== '' && Slot::isBeside($key, $lead . $name, ':failed')) {
                    return $name;
                }
            }
        }
        return null;
    }

    /**
     * The names $nameOf gives for the keys a bounded SCAN MATCH $match finds.
     * @param callable(string): ?string $nameOf
     * @return array<string, true>
     */
    private function scan(string $match, string $kind, callable $nameOf): array
    {
        $found = [];
        foreach ($this->resp->scanNodes() as $node) {
            $cursor = '0';
            for ($calls = 0; $calls < self::SCAN_CALLS; $calls++) {
                if (microtime(true) > $this->scanDeadline || count($found) >= self::MAX_NAMES[$kind]) {
                    $this->cut[$kind] = true;
                    return $found;
                }
                $reply = $this->resp->at($node, ['SCAN', $cursor, 'MATCH', $match, 'COUNT', '1000']);
                if (!is_array($reply)) {
                    throw new RuntimeException('Redis refused SCAN');
                }
                [$cursor, $keys] = $reply;
                foreach ($keys as $key) {
                    $name = $nameOf($key);
                    if ($name !== null) {
                        $found[$name] = true;
                    }
                }
                if ($cursor === '0') {
                    continue 2;
                }
            }
            $this->cut[$kind] = true;
        }
        return $found;
    }

    private static function globQuote(string $text): string
    {
        return addcslashes($text, '*?[]\\');
    }

    /* The queues shown: the configured list, else those SCAN finds. */
    public function queueNames(): array
    {
        return $this->config->queues !== [] ? $this->config->queues : $this->scanNames('Queue');
    }

    /*
     * A queue's figures: size, due, reserved, delayed, failed,
     * oldest_due_age, waiting_workers. reserved and delayed are null when
     * counting them would walk more than STATS_WALK_MAX tasks, or more than
     * what is left of the request's STATS_WALK_BUDGET.
     */
    public function queueStats(string $name): array
    {
        $key = $this->key('Queue', $name);
        $attempts = self::beside($key, ':attempts');
        $size = (int) $this->resp->call('ZCARD', $key);
        $due = (int) $this->resp->call('ZCOUNT', $key, '-inf', sprintf('%.17g', $this->now()));
        $delivered = $size === $due ? 0 : (int) $this->resp->call('HLEN', $attempts);
        // stats() is one script below 2,000 delivered tasks; from there on it
        // walks every task not due (delayed ones included), 2,000 a script
        $walk = $delivered >= 2000 ? $size - $due : 0;
        if ($walk > self::STATS_WALK_MAX || $walk > $this->walkBudget) {
            return $this->cheapStats($key, $size, $due);
        }
        $this->walkBudget -= $walk;
        $s = $this->queues()->stats($name);
        return ['size' => $s['size'], 'due' => $s['due'], 'reserved' => $s['reserved'], 'delayed' => $s['delayed'],
            'failed' => $s['failed'], 'oldest_due_age' => (float) $s['oldestDueAge'],
            'waiting_workers' => $s['waiting']];
    }

    private function cheapStats(string $key, int $size, int $due): array
    {
        $now = $this->now();
        $oldest = 0.0;
        if ($due > 0) {
            $first = $this->resp->call('ZRANGE', $key, '0', '0', 'WITHSCORES');
            $oldest = max(0.0, $now - (float) $first[1]);
        }
        return ['size' => $size, 'due' => $due, 'reserved' => null, 'delayed' => null,
            'failed' => (int) $this->resp->call('ZCARD', self::beside($key, ':failed')),
            'oldest_due_age' => $oldest,
            'waiting_workers' => (int) $this->resp->call('ZCOUNT', self::beside($key, ':waiting'),
                sprintf('(%.17g', $now * 1000), '+inf')];
    }

    /* Every queue's figures, by name. */
    public function allQueueStats(): array
    {
        $all = [];
        foreach ($this->queueNames() as $name) {
            $all[$name] = $this->queueStats($name);
        }
        return $all;
    }

    /*
     * Page $page (from 1) of the failed tasks, oldest failure first (ties in
     * byte order of the ids, as failed() gives them), and whether a next
     * page exists: a list of ['id', 'failedAt', 'attempts', 'reason',
     * 'payload' (a preview, or absent)]. Read here rather than through
     * failed(), which can neither start past the first tasks nor leave out
     * payloads: one ZRANGE by rank (O(log N) whatever the page), one HMGET
     * and one or two commands per task for its payload preview.
     */
    public function failedPage(string $name, int $page): array
    {
        $key = $this->key('Queue', $name);
        $page = max(1, min($page, 10_000_000));
        $start = ($page - 1) * self::PER_PAGE;
        $flat = $this->resp->call('ZRANGE', self::beside($key, ':failed'), (string) $start,
            (string) ($start + self::PER_PAGE), 'WITHSCORES');
        $scores = [];
        for ($i = 0; $i + 1 < count($flat); $i += 2) {
            $scores[$flat[$i]] = (float) $flat[$i + 1];
        }
        $more = count($scores) > self::PER_PAGE;
        $scores = array_slice($scores, 0, self::PER_PAGE, true);
        $ids = array_map('strval', array_keys($scores));
        $infos = $ids === [] ? [] : $this->resp->call('HMGET', self::beside($key, ':failinfo'), ...$ids);
        $rows = [];
        foreach ($ids as $i => $id) {
            [$attempts, $reason] = array_pad(explode(':', (string) $infos[$i], 2), 2, '');
            $row = ['id' => $id, 'failedAt' => $scores[$id], 'attempts' => (int) $attempts, 'reason' => $reason];
            $payload = $this->preview(self::beside($key, ':failpayloads'), $id);
            $rows[] = $payload === null ? $row : $row + ['payload' => $payload];
        }
        return [$page, $rows, $more];
    }

    /*
     * Where task $id of queue $name is: ['queued' => due time or null,
     * 'state' => due|reserved|delayed|failed|absent, 'deliveries', 'failedAt',
     * 'reason', 'payload' (a preview)].
     */
    public function task(string $name, string $id): array
    {
        $key = $this->key('Queue', $name);
        $out = ['queued' => null, 'state' => 'absent', 'deliveries' => 0, 'failedAt' => null, 'reason' => null,
            'payload' => null];
        $score = $this->resp->call('ZSCORE', $key, $id);
        $attempts = self::beside($key, ':attempts');
        if ($score !== null) {
            $out['queued'] = (float) $score;
            $out['deliveries'] = (int) $this->resp->call('HGET', $attempts, $id);
            $out['state'] = (float) $score <= $this->now() ? 'due' : ($out['deliveries'] > 0 ? 'reserved' : 'delayed');
            $out['payload'] = $this->preview(self::beside($key, ':payloads'), $id);
            return $out;
        }
        $failedKey = self::beside($key, ':failed');
        $failedAt = $this->resp->call('ZSCORE', $failedKey, $id);
        if ($failedAt !== null) {
            $info = (string) $this->resp->call('HGET', self::beside($key, ':failinfo'), $id);
            [$deliveries, $reason] = array_pad(explode(':', $info, 2), 2, '');
            $out = ['state' => 'failed', 'failedAt' => (float) $failedAt, 'deliveries' => (int) $deliveries,
                'reason' => $reason, 'payload' => $this->preview(self::beside($key, ':failpayloads'), $id)] + $out;
        }
        return $out;
    }

    /* The first bytes of a payload (one over 64 KiB is not read). */
    private function preview(string $hash, string $id): ?string
    {
        $length = (int) $this->resp->call('HSTRLEN', $hash, $id);
        if ($length === 0) {
            return null;
        }
        if ($length > 65536) {
            return '(payload over 64 KiB, not shown)';
        }
        return self::cut((string) $this->resp->call('HGET', $hash, $id));
    }

    /* A text cut for display at 200 bytes. */
    public static function cut(string $text, int $bytes = 200): string
    {
        return strlen($text) <= $bytes ? $text : substr($text, 0, $bytes) . '…';
    }

    /* Locks held: name => ttl_ms (-1: no expiry), waiters (those whose wait is alive). */
    public function locks(): array
    {
        $out = [];
        $nowMs = sprintf('(%.17g', $this->now() * 1000);
        foreach ($this->scanNames('Lock') as $name) {
            $key = $this->key('Lock', $name);
            $ttl = (int) $this->resp->call('PTTL', $key);
            if ($ttl === -2) {
                continue;
            }
            $alive = self::beside($key, ':alive');
            $out[$name] = ['ttl_ms' => $ttl, 'waiters' => (int) $this->resp->call('ZCOUNT', $alive, $nowMs, '+inf')];
        }
        return $out;
    }

    /* Semaphores: name => permits (live ones), ttl_ms (the longest permit's), waiters. */
    public function semaphores(): array
    {
        $out = [];
        $nowMs = sprintf('(%.17g', $this->now() * 1000);
        foreach ($this->scanNames('Semaphore') as $name) {
            $key = $this->key('Semaphore', $name);
            $alive = self::beside($key, ':alive');
            $out[$name] = ['permits' => (int) $this->resp->call('ZCOUNT', $key, $nowMs, '+inf'),
                'ttl_ms' => (int) $this->resp->call('PTTL', $key),
                'waiters' => (int) $this->resp->call('ZCOUNT', $alive, $nowMs, '+inf')];
        }
        return $out;
    }

    /* Stocks: item => RedisStock::info(). */
    public function stockInfo(): array
    {
        $out = [];
        foreach ($this->scanNames('Stock') as $item) {
            $out[$item] = $this->stocks()->info($item);
        }
        return $out;
    }
}
