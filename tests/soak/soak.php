<?php
/*
 * Soak run: RedisLock and RedisQueue under a Redis that is killed
 * with SIGKILL and started again every --restart-every seconds, for
 * --minutes. Not a test: run it with scripts/soak [minutes], or
 *
 *   php -d extension=modules/redislock.so tests/soak/soak.php --minutes=10 [options]
 *
 * Options: --restart-every=60 (seconds between restarts), --down=0.5
 * (seconds the server stays dead), --lockers=4, --producers=2,
 * --consumers=2, --expire=10 (lock lifetime, s), --keep (keep the work
 * folder: Redis's AOF and log, the workers' id logs and reports).
 *
 * What it does. The script starts its own redis-server on a free port of
 * 127.0.0.1, in a fresh folder, then forks the workers, which run for the
 * whole duration:
 *
 * - lock workers take one of three shared names with lock() (a random
 *   $timeout of 0 to 3 s and $waitIntervalUs, half of them with the
 *   fencing option), stay in the critical section 0 to 3 ms (1 in 40
 *   times 50 to 300 ms, so that restarts land inside held locks), sometimes
 *   call isLocking() and expire() there, and release with unlock() or
 *   unlockAll();
 * - producers enqueue() batches of 1 to 5 unique ids (ints, and every
 *   seventh a string), 1 in 10 batches delayed by up to 2 s;
 * - consumers take tasks either with pop($count 1 to 5) or with top() and
 *   then dequeue() of each task read.
 *
 * The parent kills the server (SIGKILL), waits --down seconds, starts it
 * again on the same port with the same folder, and prints one line of
 * progress per restart. At the end it stops the lock workers and
 * producers, lets the consumers drain the queue with the server up, and
 * checks the invariants below; it exits 1 when one fails.
 *
 * The persistence choice. A single Redis that loses its data on a restart
 * cannot keep a lock: the next SET NX succeeds while the first holder still
 * thinks it holds the lock, and a confirmed enqueue() is simply gone. Both
 * are properties of such a deployment, not of the client, and a soak that
 * excused them (say, counting overlaps only within one server "epoch")
 * would also excuse a client that lost data itself. So the server runs
 * with --appendonly yes --appendfsync always: Redis writes and fsyncs every
 * write command to the AOF before it sends the reply, so whatever a client
 * was told happened survives the SIGKILL, and the lock keys come back with
 * their absolute expiry times (Redis 7 logs SET PX as PXAT). Then every
 * invariant must hold across restarts, not just between them:
 *
 *   lock overlaps           0: two processes inside the critical section of
 *                           one name at once. Detected outside Redis: a
 *                           holder takes a non-blocking flock() on a file
 *                           per name for its critical section, and a flock
 *                           that is already taken is a double holder.
 *   fencing regressions     0: a fencing token not above the last one seen
 *                           in that name's critical section (same file).
 *   locks vanished          0: unlock(), unlockAll(), isLocking() or
 *                           expire() answering false inside or right after
 *                           a critical section that lock() granted (only a
 *                           stall beyond 90% of $expire would excuse it).
 *   lost tasks              0: an id whose enqueue() returned true and that
 *                           no consumer received, unless Redis's own log
 *                           shows it removed by a pop()/dequeue() whose
 *                           reply was lost (below).
 *   tasks delivered twice   0: an id received by two pop()/dequeue() calls.
 *   phantom tasks           0: a received id that no enqueue() was given.
 *   hangs                   0: a call that outlived its own bound ($timeout
 *                           + two attempts of connect_timeout + read_timeout
 *                           + 1 s), or a worker that did not stop.
 *   crashes                 0: a worker that died of a signal or an error.
 *   fd/socket leaks         a worker holding more descriptors (other than
 *                           sockets) at the end than after the first
 *                           restart, or ever more than one socket (all
 *                           objects of a process share one connection).
 *   queue left              0: ids still in Redis after the drain.
 *
 * A RedisLockException is an acceptable outcome of any call while the
 * server is down or just died; they are counted by method and by message
 * (server address and numbers blanked). What an exception leaves unknown is
 * accounted as the README says:
 * - lock(): the object remembers the token; the worker later settles it
 *   with unlock() (true: that lock() had taken the lock after all).
 * - enqueue() that threw: its ids are "uncertain" (a run whose reply was
 *   lost may have added them; it is not retried, since a second run could
 *   add again an id a consumer already took); they may or may not be
 *   delivered, but never twice.
 *   The replay reports how many of them were in fact added, by code.
 * - pop() or dequeue() that threw after sending (exception code 3
 *   "connection lost" or 4 "timed out"; neither is retried): the tasks it
 *   removed are gone with the reply. That happens when the SIGKILL falls
 *   between Redis's AOF write and its reply, which appendfsync always makes
 *   a real window. To tell those from a real loss, the server runs without
 *   AOF rewrites (--auto-aof-rewrite-percentage 0, no RDB preamble), so the
 *   AOF is the whole history, and at the end the script replays it for the
 *   queue key, simulating the sorted set's order to name the ids each
 *   ZREMRANGEBYRANK (pop) and ZREM (dequeue) removed. A confirmed id that no
 *   consumer received passes only if the replay shows it removed; removed
 *   ids nobody received may not outnumber the tasks of the pop()/dequeue()
 *   calls that threw after sending; no id may be removed twice (added
 *   again after delivery), and every delivered id must show as removed.
 */

declare(strict_types=1);

require __DIR__ . '/../inc/servers.inc';

error_reporting(E_ALL);
ini_set('memory_limit', '-1');

const QUEUE = 'soak';
const LOCK_NAMES = ['alpha', 'beta', 'gamma'];
const CONNECT_TIMEOUT = 0.5;
const READ_TIMEOUT = 2.0;
const CODE_NAMES = [1 => 'connect', 2 => 'auth', 3 => 'io', 4 => 'timeout', 5 => 'reply', 6 => 'partial'];
/* shared memory: a header, then one slot per worker, of int64 fields */
const HDR_GO = 0, HDR_STOP = 1, HDR_DRAINED = 2, HDR_EPOCH = 3;
const SLOT_FIELDS = 12;
const F_BEAT = 0, F_OP_START = 1, F_OPS = 2, F_EXC = 3, F_FAIL = 4, F_A = 5, F_B = 6, F_BOUND = 7;

foreach (['pcntl_fork', 'posix_kill', 'shmop_open'] as $fn) {
    if (!function_exists($fn)) {
        fwrite(STDERR, "soak: needs PHP's pcntl, posix and shmop extensions ($fn missing)\n");
        exit(2);
    }
}
if (!class_exists('RedisLock')) {
    fwrite(STDERR, "soak: the redislock extension is not loaded (php -d extension=modules/redislock.so)\n");
    exit(2);
}

$o = getopt('', ['minutes:', 'restart-every:', 'down:', 'lockers:', 'producers:', 'consumers:', 'expire:', 'keep']);
$cfg = [
    'minutes' => (float) ($o['minutes'] ?? 10),
    'restart_every' => (float) ($o['restart-every'] ?? 60),
    'down' => (float) ($o['down'] ?? 0.5),
    'lockers' => (int) ($o['lockers'] ?? 4),
    'producers' => (int) ($o['producers'] ?? 2),
    'consumers' => (int) ($o['consumers'] ?? 2),
    'expire' => (float) ($o['expire'] ?? 10),
    'keep' => isset($o['keep']),
];
if ($cfg['minutes'] <= 0 || $cfg['restart_every'] <= 0 || $cfg['down'] < 0 || $cfg['expire'] <= 0
        || $cfg['lockers'] < 0 || $cfg['producers'] < 0 || $cfg['consumers'] < ($cfg['producers'] > 0 ? 1 : 0)) {
    fwrite(STDERR, "soak: invalid option values\n");
    exit(2);
}

/* ---- small helpers ------------------------------------------------------ */

function now_us(): int
{
    return intdiv(hrtime(true), 1000);
}

function say(string $line): void
{
    fwrite(STDOUT, $line . "\n");
    fflush(STDOUT);
}

/* A RedisLockException's message with the server and the numbers blanked. */
function exc_class(string $op, Throwable $e): string
{
    $m = preg_replace('/^redislock: /', '', $e->getMessage());
    $m = preg_replace('/(\[[0-9a-f:]+\]|[\w.-]+):\d+/', '<server>', $m);
    $m = preg_replace('/\d+(\.\d+)?/', 'N', $m);
    return sprintf('%s: [%s] %s', $op, CODE_NAMES[$e->getCode()] ?? (string) $e->getCode(), $m);
}

/* This process's open descriptors: [sockets, others]. */
function fd_census(): array
{
    $sockets = $others = 0;
    foreach (scandir('/proc/self/fd') as $fd) {
        if ($fd !== '.' && $fd !== '..') {
            str_starts_with((string) @readlink("/proc/self/fd/$fd"), 'socket:') ? $sockets++ : $others++;
        }
    }
    return [$sockets, $others];
}

/* Resident kilobytes of this process. */
function rss_kb(): int
{
    $statm = explode(' ', (string) file_get_contents('/proc/self/statm'));
    return (int) ($statm[1] ?? 0) * 4; /* 4 KB pages */
}

/* ---- shared memory: flags from the parent, progress from the workers ----- */

final class Shared
{
    private Shmop $shm;

    public function __construct(private int $workers)
    {
        $this->shm = shmop_open(0, 'c', 0600, 8 * (8 + $workers * SLOT_FIELDS));
        shmop_delete($this->shm); /* gone when the last process detaches */
        shmop_write($this->shm, str_repeat("\0", 8 * (8 + $workers * SLOT_FIELDS)), 0);
    }

    public function get(int $field): int
    {
        return unpack('q', shmop_read($this->shm, 8 * $field, 8))[1];
    }

    public function set(int $field, int $value): void
    {
        shmop_write($this->shm, pack('q', $value), 8 * $field);
    }

    public function slot(int $worker, int $field): int
    {
        return $this->get(8 + $worker * SLOT_FIELDS + $field);
    }

    public function setSlot(int $worker, int $field, int $value): void
    {
        $this->set(8 + $worker * SLOT_FIELDS + $field, $value);
    }
}

/* ---- the worker side -------------------------------------------------------- */

/* What every worker keeps: counters, exception classes, samples. */
abstract class Worker
{
    public array $count = [];
    public array $exceptions = [];
    public array $maxSeconds = [];
    public array $events = [];
    public int $slow = 0;
    public ?array $warm = null;
    public int $fails = 0;
    public int $maxSockets = 0;

    public function __construct(public int $index, public string $role, public Shared $shared, public array $cfg, public string $dir)
    {
    }

    abstract protected function step(): void;

    protected function bump(string $what, int $n = 1): void
    {
        $this->count[$what] = ($this->count[$what] ?? 0) + $n;
    }

    protected function fail(string $what, string $detail): void
    {
        $this->fails++;
        $this->bump($what);
        $this->event("FAIL $what: $detail");
    }

    protected function event(string $text): void
    {
        if (count($this->events) < 200) {
            $this->events[] = sprintf('epoch %d, %s #%d (pid %d): %s', $this->shared->get(HDR_EPOCH), $this->role, $this->index, getmypid(), $text);
        }
    }

    /* Runs $call as operation $op with the given time bound; returns its
     * result, or the RedisLockException it threw. */
    protected function call(string $op, float $bound, callable $call): mixed
    {
        $t0 = now_us();
        $this->shared->setSlot($this->index, F_OP_START, $t0);
        $this->shared->setSlot($this->index, F_BOUND, (int) ($bound * 1e6));
        try {
            $result = $call();
        } catch (RedisLockException $e) {
            $result = $e;
            $class = exc_class($op, $e);
            $this->exceptions[$class] = ($this->exceptions[$class] ?? 0) + 1;
            $this->shared->setSlot($this->index, F_EXC, array_sum($this->exceptions));
        }
        $t = (now_us() - $t0) / 1e6;
        $this->shared->setSlot($this->index, F_OP_START, 0);
        $this->maxSeconds[$op] = max($this->maxSeconds[$op] ?? 0, $t);
        if ($t > $bound) {
            $this->slow++;
            $this->fails++;
            $this->event(sprintf('FAIL hang: %s took %.3f s, bound %.3f s', $op, $t, $bound));
        }
        $this->bump($op . ($result instanceof Throwable ? ' threw' : ''));
        $ops = $this->shared->slot($this->index, F_OPS) + 1;
        $this->shared->setSlot($this->index, F_OPS, $ops);
        if ($ops % 250 === 0) {
            /* all objects of a process share one connection: never more than one socket */
            $this->maxSockets = max($this->maxSockets, fd_census()[0]);
        }
        return $result;
    }

    /* The most a call may take: its own wait plus two attempts (a broken
     * connection is retried once), each a connect and a read, plus 1 s. */
    protected static function bound(float $wait = 0): float
    {
        return $wait + 2 * (CONNECT_TIMEOUT + READ_TIMEOUT) + 1.0;
    }

    protected static function dsn(array $extra = []): array
    {
        return $extra + [
            'host' => '127.0.0.1',
            'port' => (int) getenv('SOAK_PORT'),
            'connect_timeout' => CONNECT_TIMEOUT,
            'read_timeout' => READ_TIMEOUT,
            'persistent' => false,
            'prefix' => getenv('SOAK_PREFIX'),
        ];
    }

    protected function sample(): array
    {
        gc_collect_cycles();
        [$sockets, $others] = fd_census();
        return ['memory' => memory_get_usage(), 'rss_kb' => rss_kb(), 'fds' => $others, 'sockets' => $sockets, 'ops' => $this->shared->slot($this->index, F_OPS)];
    }

    protected function stopping(): bool
    {
        return $this->shared->get(HDR_STOP) !== 0;
    }

    public function run(): void
    {
        mt_srand(getmypid() ^ hrtime(true));
        while ($this->shared->get(HDR_GO) === 0) {
            usleep(10000);
        }
        while (!$this->stopping()) {
            $this->shared->setSlot($this->index, F_BEAT, now_us());
            if ($this->warm === null && $this->shared->get(HDR_EPOCH) >= 1) {
                $this->warm = $this->sample(); /* after the first restart */
            }
            $this->step();
            $this->shared->setSlot($this->index, F_FAIL, $this->fails);
        }
        $this->finish();
        $this->shared->setSlot($this->index, F_FAIL, $this->fails);
        $report = [
            'role' => $this->role, 'index' => $this->index, 'pid' => getmypid(),
            'count' => $this->count, 'exceptions' => $this->exceptions, 'max_seconds' => $this->maxSeconds,
            'slow' => $this->slow, 'fails' => $this->fails, 'events' => $this->events, 'max_sockets' => $this->maxSockets,
            'warm' => $this->warm, 'end' => $this->sample(),
        ] + $this->extraReport();
        file_put_contents("$this->dir/report-$this->index.json", json_encode($report, JSON_PRETTY_PRINT | JSON_INVALID_UTF8_SUBSTITUTE));
    }

    protected function finish(): void
    {
    }

    protected function extraReport(): array
    {
        return [];
    }

    protected function pause(): void
    {
        usleep(mt_rand(5000, 20000)); /* after an exception: do not spin on a dead server */
    }
}

final class LockWorker extends Worker
{
    private RedisLock $lock;
    private bool $fencing;
    /** @var resource[] name => its flock()ed file */
    private array $files = [];
    /** name => 'lock' or 'unlock': the call that threw; settled with unlock() later */
    private array $unsettled = [];

    public function __construct(int $index, Shared $shared, array $cfg, string $dir, int $nth)
    {
        parent::__construct($index, 'lock', $shared, $cfg, $dir);
        $this->fencing = $nth % 2 === 0;
        $this->lock = new RedisLock(self::dsn(['fencing' => $this->fencing]));
        foreach (LOCK_NAMES as $name) {
            $this->files[$name] = fopen("$dir/cs-$name", 'c+');
        }
    }

    protected function step(): void
    {
        if ($this->unsettled && !$this->settle()) {
            return;
        }
        $name = LOCK_NAMES[mt_rand(0, count(LOCK_NAMES) - 1)];
        $timeout = [0, 0, 0.2, 1, 3][mt_rand(0, 4)];
        $interval = [0, 1000, 20000, 100000][mt_rand(0, 3)];
        $expire = $this->cfg['expire'];
        $got = $this->call('lock', self::bound($timeout), fn () => $this->lock->lock($name, $timeout, $expire, $interval));
        if ($got instanceof Throwable) {
            /* after a lost reply the object remembers the token: unlock() settles it */
            $this->unsettled[$name] = in_array($got->getCode(), [3, 4, 6], true) ? 'lock lost reply' : 'lock refused';
            $this->pause();
            return;
        }
        if (!$got) {
            return;
        }
        $this->bump('acquired');
        $this->shared->setSlot($this->index, F_A, ($this->count['acquired'] ?? 0));
        $start = now_us();
        $f = $this->files[$name];
        $exclusive = flock($f, LOCK_EX | LOCK_NB, $wouldBlock);
        if (!$exclusive) {
            rewind($f);
            $this->fail('overlap', sprintf("'%s': lock() granted it while pid/fence %s is in the critical section", $name, trim((string) fread($f, 64))));
        } else {
            rewind($f);
            $last = explode(' ', trim((string) fread($f, 64)) ?: '0 0');
            $fence = $this->lock->fencingToken($name);
            if ($this->fencing) {
                if ($fence === false) {
                    $this->fail('fence missing', "'$name': fencingToken() false for a held lock");
                } elseif ($fence <= (int) ($last[1] ?? 0)) {
                    $this->fail('fence regression', "'$name': token $fence after " . ($last[1] ?? 0) . " (pid {$last[0]})");
                }
            }
            $record = sprintf('%d %d', getmypid(), $this->fencing && is_int($fence) ? max($fence, (int) ($last[1] ?? 0)) : (int) ($last[1] ?? 0));
            rewind($f);
            ftruncate($f, 0);
            fwrite($f, str_pad($record, 40) . "\n");
        }
        $r = mt_rand(0, 39);
        if ($r < 4) {
            $held = $this->call('isLocking', self::bound(), fn () => $this->lock->isLocking($name));
            if ($held === false) {
                $this->fail('vanished', "'$name': isLocking() false inside the critical section");
            }
        } elseif ($r < 8) {
            $ok = $this->call('expire', self::bound(), fn () => $this->lock->expire($name, $expire));
            if ($ok === false) {
                $this->fail('vanished', "'$name': expire() false inside the critical section");
            }
        }
        usleep($r === 8 ? mt_rand(50000, 300000) : mt_rand(0, 3000));
        $held = (now_us() - $start) / 1e6;
        if ($held > $expire * 0.8) {
            $this->event(sprintf("'%s' was held %.2f s of its %.1f s (a stall)", $name, $held, $expire));
        }
        if ($exclusive) {
            flock($f, LOCK_UN);
        }
        $all = mt_rand(0, 3) === 0 && !$this->unsettled;
        $released = $this->call($all ? 'unlockAll' : 'unlock', self::bound(), fn () => $all ? $this->lock->unlockAll() : $this->lock->unlock($name));
        if ($released instanceof Throwable) {
            $this->unsettled[$name] = 'unlock threw';
            $this->pause();
        } elseif ($released === false && (now_us() - $start) / 1e6 < $expire * 0.9) {
            $this->fail('vanished', sprintf("'%s': %s() false after %.3f s in the critical section", $name, $all ? 'unlockAll' : 'unlock', $held));
        }
    }

    /* unlock() of every name whose lock() or unlock() threw: true means that
     * lock() had taken it after all, or that release had not run. Returns
     * false while the server cannot answer. */
    private function settle(): bool
    {
        foreach ($this->unsettled as $name => $after) {
            $r = $this->call('settle', self::bound(), fn () => $this->lock->unlock($name));
            if ($r instanceof Throwable) {
                $this->pause();
                return false;
            }
            $this->bump("settle after $after: " . ($r ? 'held' : 'not held'));
            unset($this->unsettled[$name]);
        }
        return true;
    }

    protected function finish(): void
    {
        $deadline = now_us() + 10_000_000;
        while ($this->unsettled && now_us() < $deadline && !$this->settle()) {
            usleep(100000);
        }
    }

    protected function extraReport(): array
    {
        return ['fencing' => $this->fencing, 'unsettled' => array_keys($this->unsettled)];
    }
}

final class Producer extends Worker
{
    private RedisQueue $queue;
    private $confirmed;
    private $uncertain;
    private int $seq = 0;

    public function __construct(int $index, Shared $shared, array $cfg, string $dir, private int $nth)
    {
        parent::__construct($index, 'producer', $shared, $cfg, $dir);
        $this->queue = new RedisQueue(self::dsn());
        $this->confirmed = fopen("$dir/confirmed-$index.log", 'a');
        $this->uncertain = fopen("$dir/uncertain-enqueue-$index.log", 'a');
    }

    protected function step(): void
    {
        $ids = [];
        for ($n = mt_rand(1, 5); $n > 0; $n--) {
            $s = ++$this->seq;
            $ids[] = $s % 7 === 0 ? "s{$this->nth}-$s" : ($this->nth + 1) * 10_000_000_000 + $s;
        }
        $delay = mt_rand(0, 9) === 0 ? mt_rand(50, 2000) / 1000 : 0;
        $arg = count($ids) === 1 && mt_rand(0, 1) ? $ids[0] : $ids;
        $r = $this->call('enqueue', self::bound(), fn () => $this->queue->enqueue(QUEUE, $arg, 10, $delay));
        $lines = implode("\n", $ids) . "\n";
        if ($r === true) {
            fwrite($this->confirmed, $lines);
            $this->bump('ids confirmed', count($ids));
            $this->shared->setSlot($this->index, F_A, $this->count['ids confirmed']);
        } elseif ($r instanceof Throwable) {
            fwrite($this->uncertain, implode('', array_map(fn ($id) => "$id\t" . (CODE_NAMES[$r->getCode()] ?? $r->getCode()) . "\n", $ids)));
            $this->bump('ids uncertain', count($ids));
            $this->pause();
        } else {
            $this->fail('enqueue false', 'enqueue() answered false for ' . json_encode($ids));
            fwrite($this->uncertain, implode('', array_map(fn ($id) => "$id\tfalse\n", $ids)));
        }
        usleep(mt_rand(0, 4000));
    }
}

final class Consumer extends Worker
{
    private RedisQueue $queue;
    private $delivered;
    private $uncertainDequeue;
    private int $popBudget = 0;

    public function __construct(int $index, Shared $shared, array $cfg, string $dir)
    {
        parent::__construct($index, 'consumer', $shared, $cfg, $dir);
        $this->queue = new RedisQueue(self::dsn());
        $this->delivered = fopen("$dir/delivered-$index.log", 'a');
        $this->uncertainDequeue = fopen("$dir/uncertain-dequeue-$index.log", 'a');
    }

    protected function stopping(): bool
    {
        return $this->shared->get(HDR_DRAINED) !== 0; /* consumers drain until told */
    }

    private function deliver(array $task): void
    {
        fwrite($this->delivered, $task['id'] . "\n");
        $this->bump('ids delivered');
        $this->shared->setSlot($this->index, F_A, $this->count['ids delivered']);
    }

    protected function step(): void
    {
        $count = mt_rand(1, 5);
        $got = 0;
        if (mt_rand(0, 9) < 6) {
            $r = $this->call('pop', self::bound(), fn () => $this->queue->pop(QUEUE, $count));
            if ($r instanceof Throwable) {
                if (in_array($r->getCode(), [3, 4, 6], true)) {
                    $this->popBudget += $count; /* up to $count tasks went with the lost reply */
                    $this->event("pop($count) threw after sending: " . $r->getMessage());
                }
                $this->pause();
                return;
            }
            $tasks = $r === false ? [] : ($count === 1 ? [$r] : $r);
            foreach ($tasks as $task) {
                $this->deliver($task);
            }
            $got = count($tasks);
        } else {
            $r = $this->call('top', self::bound(), fn () => $this->queue->top(QUEUE, $count));
            if ($r instanceof Throwable) {
                $this->pause();
                return;
            }
            foreach ($r === false ? [] : ($count === 1 ? [$r] : $r) as $task) {
                $d = $this->call('dequeue', self::bound(), fn () => $this->queue->dequeue(QUEUE, $task['id'], $task['score']));
                if ($d === true) {
                    $this->deliver($task);
                    $got++;
                } elseif ($d instanceof Throwable) {
                    if (in_array($d->getCode(), [3, 4, 6], true)) {
                        fwrite($this->uncertainDequeue, $task['id'] . "\n");
                        $this->event("dequeue({$task['id']}) threw after sending: " . $d->getMessage());
                    }
                    $this->pause();
                    return;
                } else {
                    $this->bump('dequeue: taken by another');
                }
            }
        }
        $this->shared->setSlot($this->index, F_B, $this->popBudget);
        if ($got === 0) {
            usleep(2000);
        }
    }

    protected function extraReport(): array
    {
        return ['pop_budget' => $this->popBudget];
    }
}

/* ---- the parent side: the server ------------------------------------------ */

/* One RESP command on a fresh connection; null when there is no answer,
 * ['error' => ...] for an error reply. */
function redis_cmd(int $port, array $args, float $timeout = 2.0): mixed
{
    $s = @stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, $timeout);
    if (!$s) {
        return null;
    }
    stream_set_timeout($s, (int) ceil($timeout));
    $cmd = '*' . count($args) . "\r\n";
    foreach ($args as $a) {
        $cmd .= '$' . strlen((string) $a) . "\r\n$a\r\n";
    }
    fwrite($s, $cmd);
    $r = resp_read($s);
    fclose($s);
    return $r;
}

function resp_read($s): mixed
{
    $line = fgets($s);
    if ($line === false || strlen($line) < 3) {
        return null;
    }
    $payload = substr($line, 1, -2);
    switch ($line[0]) {
        case '+':
            return $payload;
        case '-':
            return ['error' => $payload];
        case ':':
            return (int) $payload;
        case '$':
            if ((int) $payload < 0) {
                return null;
            }
            $want = (int) $payload + 2;
            $data = '';
            while (strlen($data) < $want) {
                $chunk = fread($s, $want - strlen($data));
                if ($chunk === false || $chunk === '') {
                    return null;
                }
                $data .= $chunk;
            }
            return substr($data, 0, -2);
        case '*':
            $items = [];
            for ($i = 0; $i < (int) $payload; $i++) {
                $items[] = resp_read($s);
            }
            return $items;
    }
    return null;
}

final class Server
{
    public int $pid = 0;

    public function __construct(public int $port, public string $dir)
    {
    }

    /* Starts redis-server (as the tests start theirs, tests/inc/servers.inc)
     * in the soak's folder, where its AOF stays across restarts, and waits
     * for PONG; returns the seconds that took. */
    public function start(): float
    {
        $t0 = microtime(true);
        [, $this->pid] = rl_server_start([
            '--appendonly', 'yes', '--appendfsync', 'always',
            /* the AOF stays the complete history, for replay() */
            '--auto-aof-rewrite-percentage', '0', '--aof-use-rdb-preamble', 'no',
        ], $this->port, $this->dir);
        while (microtime(true) - $t0 < 30) {
            if (redis_cmd($this->port, ['PING'], 0.5) === 'PONG') {
                return microtime(true) - $t0;
            }
            usleep(10000);
        }
        throw new RuntimeException("redis-server did not load its AOF within 30 s on port $this->port; see $this->dir/redis.log");
    }

    public function kill(int $signal = SIGKILL): void
    {
        if ($this->pid) {
            rl_server_stop($this->pid, $signal);
            $this->pid = 0;
        }
    }

    public function info(string $field): ?string
    {
        $info = redis_cmd($this->port, ['INFO']);
        return is_string($info) && preg_match("/^$field:(\S*)/m", $info, $m) ? $m[1] : null;
    }
}

function dir_bytes(string $dir): int
{
    $n = 0;
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS)) as $f) {
        $n += $f->getSize();
    }
    return $n;
}

function lines(string $pattern): array
{
    $out = [];
    foreach (glob($pattern) as $file) {
        foreach (file($file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $line) {
            $out[] = $line;
        }
    }
    return $out;
}

/* Replays the AOF (the complete history: rewrites are off) for the queue
 * key: which ids ZADD added and which ZREMRANGEBYRANK (pop) or ZREM
 * (dequeue) removed, simulating the sorted set's order (score, then member
 * bytes) to name the ids a ZREMRANGEBYRANK removed. Returns null if the
 * files are not what it expects. */
function aof_replay(string $dir, string $key): ?array
{
    $folder = "$dir/appendonlydir";
    $manifest = @file("$folder/appendonly.aof.manifest", FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES);
    if (!$manifest) {
        return null;
    }
    $files = [];
    foreach ($manifest as $line) {
        if (!preg_match('/^file (\S+) seq (\d+) type ([bi])/', $line, $m) || !str_ends_with($m[1], '.aof')) {
            return null;
        }
        $files[] = [$m[3] === 'b' ? 0 : 1, (int) $m[2], $m[1]];
    }
    sort($files);
    $set = [];      /* member => score */
    $added = [];    /* member => times added */
    $removed = [];  /* member => times removed */
    $commands = 0;
    foreach ($files as [, , $name]) {
        $f = fopen("$folder/$name", 'r');
        while (($line = fgets($f)) !== false) {
            if ($line[0] !== '*') {
                return null;
            }
            $args = [];
            for ($n = (int) substr($line, 1); $n > 0; $n--) {
                $len = (int) substr((string) fgets($f), 1);
                $args[] = $len > 0 ? (string) stream_get_contents($f, $len) : '';
                fgets($f);
            }
            $commands++;
            if (($args[1] ?? null) !== $key) {
                continue;
            }
            switch (strtoupper($args[0])) {
                case 'ZADD':
                    $i = 2;
                    while (in_array(strtoupper($args[$i]), ['NX', 'XX', 'GT', 'LT', 'CH'], true)) {
                        $i++;
                    }
                    for (; $i + 1 < count($args); $i += 2) {
                        if (!isset($set[$args[$i + 1]])) {
                            $set[$args[$i + 1]] = (float) $args[$i];
                            $added[$args[$i + 1]] = ($added[$args[$i + 1]] ?? 0) + 1;
                        }
                    }
                    break;
                case 'ZREM':
                    foreach (array_slice($args, 2) as $member) {
                        if (isset($set[$member])) {
                            unset($set[$member]);
                            $removed[$member] = ($removed[$member] ?? 0) + 1;
                        }
                    }
                    break;
                case 'ZREMRANGEBYRANK':
                    if ((int) $args[2] !== 0 || (int) $args[3] < 0) {
                        return null;
                    }
                    $members = array_map('strval', array_keys($set));
                    $scores = array_values($set);
                    array_multisort($scores, SORT_ASC, SORT_NUMERIC, $members, SORT_ASC, SORT_STRING);
                    foreach (array_slice($members, 0, (int) $args[3] + 1) as $member) {
                        unset($set[$member]);
                        $removed[$member] = ($removed[$member] ?? 0) + 1;
                    }
                    break;
                case 'DEL':
                case 'UNLINK':
                    return null;
            }
        }
        fclose($f);
    }
    return ['added' => $added, 'removed' => $removed, 'left' => $set, 'commands' => $commands];
}

/* ---- the parent: setup ---------------------------------------------------- */

$dir = sys_get_temp_dir() . '/redislock-soak.' . getmypid() . '.' . bin2hex(random_bytes(3));
mkdir($dir, 0700);
$port = rl_free_port();
$prefix = 'soak:' . getmypid() . ':';
putenv("SOAK_PORT=$port");
putenv("SOAK_PREFIX=$prefix");

$roles = array_merge(
    array_fill(0, $cfg['lockers'], 'lock'),
    array_fill(0, $cfg['producers'], 'producer'),
    array_fill(0, $cfg['consumers'], 'consumer'),
);
$shared = new Shared(count($roles));
$server = new Server($port, $dir);

say(sprintf('soak: %g min, SIGKILL + restart of redis-server every %g s (down %g s), %d lock workers, %d producers, %d consumers',
    $cfg['minutes'], $cfg['restart_every'], $cfg['down'], $cfg['lockers'], $cfg['producers'], $cfg['consumers']));
say(sprintf('soak: %s %s on 127.0.0.1:%d, --appendonly yes --appendfsync always, folder %s', rl_server_binary(),
    trim((string) shell_exec(escapeshellarg(rl_server_binary()) . ' --version | sed "s/.*v=\([^ ]*\).*/\1/"')), $port, $dir));

/* the workers are forked before the server runs, so that none of them
 * inherits the parent's handle on it */
$pids = [];
$nth = ['lock' => 0, 'producer' => 0, 'consumer' => 0];
foreach ($roles as $i => $role) {
    $k = $nth[$role]++;
    $pid = pcntl_fork();
    if ($pid < 0) {
        fwrite(STDERR, "soak: fork failed\n");
        exit(2);
    }
    if ($pid === 0) {
        $status = 0;
        try {
            $worker = match ($role) {
                'lock' => new LockWorker($i, $shared, $cfg, $dir, $k),
                'producer' => new Producer($i, $shared, $cfg, $dir, $k),
                'consumer' => new Consumer($i, $shared, $cfg, $dir),
            };
            $worker->run();
        } catch (Throwable $e) {
            fwrite(STDERR, "soak: $role #$i died: $e\n");
            $status = 70;
        }
        exit($status);
    }
    $pids[$i] = $pid;
}

$failures = [];
$exits = [];
$hangsSeen = [];

/* Reaps exited workers; notes those that died early or badly. */
function reap(array &$pids, array &$exits, array &$failures, array $roles, bool $expected): void
{
    foreach ($pids as $i => $pid) {
        $r = pcntl_waitpid($pid, $status, WNOHANG);
        if ($r === $pid) {
            unset($pids[$i]);
            $exits[$i] = $status;
            if (pcntl_wifsignaled($status)) {
                $failures[] = sprintf('crash: %s #%d (pid %d) died of signal %d', $roles[$i], $i, $pid, pcntl_wtermsig($status));
            } elseif (pcntl_wexitstatus($status) !== 0) {
                $failures[] = sprintf('crash: %s #%d (pid %d) exited with %d', $roles[$i], $i, $pid, pcntl_wexitstatus($status));
            } elseif (!$expected) {
                $failures[] = sprintf('%s #%d (pid %d) stopped early', $roles[$i], $i, $pid);
            }
        }
    }
}

/* A worker stuck in one call far beyond its bound: a hang. Prints its
 * stack once (gdb, if installed) and counts it. */
function watch(array $pids, array $roles, Shared $shared, array &$hangsSeen, array &$failures): void
{
    $now = now_us();
    foreach ($pids as $i => $pid) {
        $start = $shared->slot($i, F_OP_START);
        $bound = $shared->slot($i, F_BOUND);
        if ($start > 0 && $now - $start > $bound + 10_000_000 && !isset($hangsSeen["$i:$start"])) {
            $hangsSeen["$i:$start"] = true;
            $failures[] = sprintf('hang: %s #%d (pid %d) in one call for %.1f s (bound %.1f s)', $roles[$i], $i, $pid, ($now - $start) / 1e6, $bound / 1e6);
            say(end($failures));
            if (trim((string) shell_exec('command -v gdb'))) {
                say(shell_exec("gdb -batch -p $pid -ex bt 2>/dev/null | grep '^#'") ?? '');
            }
        }
    }
}

function totals(Shared $shared, array $roles): array
{
    $t = [];
    foreach ($roles as $i => $role) {
        foreach (['ops' => F_OPS, 'exc' => F_EXC, 'fail' => F_FAIL, 'a' => F_A, 'b' => F_B] as $k => $f) {
            $t[$role][$k] = ($t[$role][$k] ?? 0) + $shared->slot($i, $f);
        }
    }
    return $t;
}

function progress_line(array $t): string
{
    $g = fn (string $role, string $k) => $t[$role][$k] ?? 0;
    return sprintf('lock %d calls (%d acquired, %d threw), enqueue %d calls (%d ids confirmed, %d threw), consume %d calls (%d ids, %d threw), failures %d',
        $g('lock', 'ops'), $g('lock', 'a'), $g('lock', 'exc'),
        $g('producer', 'ops'), $g('producer', 'a'), $g('producer', 'exc'),
        $g('consumer', 'ops'), $g('consumer', 'a'), $g('consumer', 'exc'),
        $g('lock', 'fail') + $g('producer', 'fail') + $g('consumer', 'fail'));
}

/* ---- the parent: the run ----------------------------------------------------- */

$exitStatus = 1;
try {
    $server->start();
    $t0 = microtime(true);
    $end = $t0 + $cfg['minutes'] * 60;
    $shared->set(HDR_GO, 1);
    $nextRestart = $t0 + $cfg['restart_every'];
    $restarts = 0;
    $maxClients = 0;
    while (microtime(true) < $end) {
        usleep(200000);
        reap($pids, $exits, $failures, $roles, false);
        watch($pids, $roles, $shared, $hangsSeen, $failures);
        if (microtime(true) >= $nextRestart && microtime(true) < $end - 1) {
            $clients = (int) $server->info('connected_clients');
            $maxClients = max($maxClients, $clients);
            $server->kill();
            $restarts++;
            $shared->set(HDR_EPOCH, $restarts);
            usleep((int) ($cfg['down'] * 1e6));
            $up = $server->start();
            $nextRestart += $cfg['restart_every'];
            say(sprintf('[%4.0fs] restart %d: killed with %d clients connected, up again in %.2f s (AOF folder %.1f MB); %s',
                microtime(true) - $t0, $restarts, $clients, $up, dir_bytes("$dir/appendonlydir") / 1e6, progress_line(totals($shared, $roles))));
        }
    }

    /* stop the lock workers and producers, with the server up */
    say(sprintf('[%4.0fs] stopping the lock workers and producers', microtime(true) - $t0));
    $shared->set(HDR_STOP, 1);
    $stopBy = microtime(true) + 30;
    $isConsumer = fn ($i) => $roles[$i] === 'consumer';
    while (array_filter(array_keys($pids), fn ($i) => !$isConsumer($i)) && microtime(true) < $stopBy) {
        usleep(100000);
        reap($pids, $exits, $failures, $roles, true);
        watch($pids, $roles, $shared, $hangsSeen, $failures);
    }
    /* drain: the consumers run until the queue is empty (delayed tasks are
     * due within 2 s) */
    $queueKey = $prefix . 'Queue:' . QUEUE;
    $drainBy = microtime(true) + 60;
    $emptySince = null;
    while (microtime(true) < $drainBy) {
        usleep(100000);
        reap($pids, $exits, $failures, $roles, true);
        $left = redis_cmd($port, ['ZCARD', $queueKey]);
        if ($left === 0) {
            $emptySince ??= microtime(true);
            if (microtime(true) - $emptySince > 1.0) {
                break;
            }
        } else {
            $emptySince = null;
        }
    }
    $shared->set(HDR_DRAINED, 1);
    $stopBy = microtime(true) + 30;
    while ($pids && microtime(true) < $stopBy) {
        usleep(100000);
        reap($pids, $exits, $failures, $roles, true);
        watch($pids, $roles, $shared, $hangsSeen, $failures);
    }
    foreach ($pids as $i => $pid) {
        $failures[] = sprintf('hang: %s #%d (pid %d) did not stop within 30 s; killed', $roles[$i], $i, $pid);
        posix_kill($pid, SIGKILL);
        pcntl_waitpid($pid, $status);
    }
    $queueLeft = redis_cmd($port, ['ZCARD', $queueKey]);
    $clientsAtEnd = (int) $server->info('connected_clients');
    $lockKeys = redis_cmd($port, ['KEYS', $prefix . 'Lock:*']);
    $elapsed = microtime(true) - $t0;
} catch (Throwable $e) {
    say("soak: aborted: $e");
    $shared->set(HDR_STOP, 1);
    $shared->set(HDR_DRAINED, 1);
    foreach ($pids as $pid) {
        pcntl_waitpid($pid, $status);
    }
    $server->kill(SIGTERM);
    say("soak: folder kept: $dir");
    exit(2);
}
$server->kill(SIGTERM);

/* ---- the parent: accounting ------------------------------------------------ */

$reports = [];
foreach ($roles as $i => $role) {
    $file = "$dir/report-$i.json";
    if (is_file($file)) {
        $reports[$i] = json_decode(file_get_contents($file), true);
    } else {
        $failures[] = sprintf('%s #%d left no report', $role, $i);
    }
}

$count = [];
$exceptions = [];
$maxSeconds = [];
$events = [];
$popBudget = 0;
$fdGrowth = [];
$memGrowth = [];
foreach ($reports as $i => $r) {
    foreach ($r['count'] as $k => $v) {
        $count[$r['role']][$k] = ($count[$r['role']][$k] ?? 0) + $v;
    }
    foreach ($r['exceptions'] as $k => $v) {
        $exceptions[$k] = ($exceptions[$k] ?? 0) + $v;
    }
    foreach ($r['max_seconds'] as $k => $v) {
        $maxSeconds[$k] = max($maxSeconds[$k] ?? 0, $v);
    }
    foreach ($r['events'] as $e) {
        $events[] = $e;
    }
    if ($r['fails'] > 0) {
        $failures[] = sprintf('%s #%d: %d failed checks (see FAIL notes)', $r['role'], $i, $r['fails']);
    }
    $popBudget += $r['pop_budget'] ?? 0;
    if ($r['warm']) {
        $fdGrowth[$i] = $r['end']['fds'] - $r['warm']['fds'];
        $memGrowth[$i] = [$r['end']['memory'] - $r['warm']['memory'], $r['end']['rss_kb'] - $r['warm']['rss_kb']];
        if ($fdGrowth[$i] > 0) {
            $failures[] = sprintf('fd leak: %s #%d holds %d descriptors (not sockets) more than after the first restart', $r['role'], $i, $fdGrowth[$i]);
        }
        if ($memGrowth[$i][0] > 1 << 20) {
            $failures[] = sprintf('memory growth: %s #%d uses %d KB more PHP memory than after the first restart', $r['role'], $i, intdiv($memGrowth[$i][0], 1024));
        }
    }
    $maxSockets = max($maxSockets ?? 0, $r['max_sockets'], $r['end']['sockets']);
    if (max($r['max_sockets'], $r['end']['sockets']) > 1) {
        $failures[] = sprintf('socket leak: %s #%d had %d sockets open at once (one connection expected)', $r['role'], $i, max($r['max_sockets'], $r['end']['sockets']));
    }
    foreach ($r['unsettled'] ?? [] as $name) {
        $failures[] = sprintf("lock #%d could not settle '%s' at the end", $i, $name);
    }
}

/* the queue's ids */
$confirmed = array_fill_keys(lines("$dir/confirmed-*.log"), true);
$uncertainEnqueue = []; /* id => exception code name */
foreach (lines("$dir/uncertain-enqueue-*.log") as $line) {
    [$id, $code] = explode("\t", $line) + [1 => '?'];
    $uncertainEnqueue[$id] = $code;
}
$uncertainDequeue = array_fill_keys(lines("$dir/uncertain-dequeue-*.log"), true);
$delivered = [];
foreach (lines("$dir/delivered-*.log") as $id) {
    $delivered[$id] = ($delivered[$id] ?? 0) + 1;
}
$twice = array_filter($delivered, fn ($n) => $n > 1);
$phantom = array_diff_key($delivered, $confirmed, $uncertainEnqueue);
$lost = array_diff_key($confirmed, $delivered);
$lostNamed = array_intersect_key($lost, $uncertainDequeue);
$lostOther = count($lost) - count($lostNamed);
$lostUnexplained = max(0, $lostOther - $popBudget);
$uncertainDelivered = count(array_intersect_key($uncertainEnqueue, $delivered));
$replay = aof_replay($dir, $queueKey);
if ($replay) {
    /* exact: a confirmed id that no consumer received must have been
     * removed by a pop()/dequeue() whose reply was lost */
    $removedUndelivered = array_diff_key($replay['removed'], $delivered);
    $lostUnexplained = count(array_diff_key($lost, $replay['removed']));
    $uncertainRan = array_intersect_key($uncertainEnqueue, $replay['added']);
    $uncertainRanByCode = array_count_values($uncertainRan);
    $removedTwice = array_filter($replay['removed'], fn ($n) => $n > 1);
    $notRemoved = array_diff_key($delivered, $replay['removed']);
    if (count($removedUndelivered) > $popBudget + count($uncertainDequeue)) {
        $failures[] = sprintf('tasks dropped: %d ids removed on the server but received by no consumer, more than the %d that pop()/dequeue() calls that threw may have taken',
            count($removedUndelivered), $popBudget + count($uncertainDequeue));
    }
    if ($removedTwice) {
        $failures[] = sprintf('ids removed twice on the server (re-added in between): %d (e.g. %s)', count($removedTwice), implode(', ', array_slice(array_keys($removedTwice), 0, 5)));
    }
    if ($notRemoved) {
        $failures[] = sprintf('ids received that the server never removed: %d (e.g. %s)', count($notRemoved), implode(', ', array_slice(array_keys($notRemoved), 0, 5)));
    }
    if ($replay['left']) {
        $failures[] = sprintf('ids left in the replayed queue: %d', count($replay['left']));
    }
} else {
    $failures[] = 'the AOF could not be replayed; lost tasks were judged against the budget only';
}

if ($twice) {
    $failures[] = sprintf('tasks delivered twice: %d (e.g. %s)', count($twice), implode(', ', array_slice(array_keys($twice), 0, 5)));
}
if ($phantom) {
    $failures[] = sprintf('phantom tasks: %d (e.g. %s)', count($phantom), implode(', ', array_slice(array_keys($phantom), 0, 5)));
}
if ($lostUnexplained > 0) {
    $failures[] = sprintf('lost tasks: %d confirmed ids never delivered and not removed by a call whose reply was lost (e.g. %s)',
        $lostUnexplained, implode(', ', array_slice(array_keys($replay ? array_diff_key($lost, $replay['removed']) : $lost), 0, 5)));
}
if ($queueLeft !== 0) {
    $failures[] = 'queue not drained: ' . json_encode($queueLeft) . ' ids left';
}

/* ---- the report ------------------------------------------------------------ */

$c = fn (string $role, string $k) => $count[$role][$k] ?? 0;
say('');
say(sprintf('== soak result after %.0f s, %d restarts of redis-server (SIGKILL, AOF appendfsync always)', $elapsed, $restarts));
say('operations (calls that returned / threw):');
foreach ($count as $role => $kinds) {
    ksort($kinds);
    say(sprintf('  %-9s %s', $role, implode(', ', array_map(fn ($k, $v) => "$k $v", array_keys($kinds), $kinds))));
}
say('exceptions by method and message:');
arsort($exceptions);
foreach ($exceptions as $k => $v) {
    say(sprintf('  %7d  %s', $v, $k));
}
say('slowest call per method (s): ' . implode(', ', array_map(fn ($k, $v) => sprintf('%s %.3f', $k, $v), array_keys($maxSeconds), $maxSeconds)));
say('invariants:');
$overlaps = $c('lock', 'overlap');
say(sprintf('  lock overlaps (double holders)            %d', $overlaps));
say(sprintf('  fencing regressions / missing tokens      %d / %d', $c('lock', 'fence regression'), $c('lock', 'fence missing')));
say(sprintf('  held locks found gone (vanished)          %d', $c('lock', 'vanished')));
say(sprintf('  lock() threw with its reply lost          %d; the later unlock() found the lock taken: %d',
    $c('lock', 'settle after lock lost reply: held') + $c('lock', 'settle after lock lost reply: not held'), $c('lock', 'settle after lock lost reply: held')));
say(sprintf('  lock() threw another error, yet held      %d (of %d; possible when a retry after a lost reply was refused)',
    $c('lock', 'settle after lock refused: held'), $c('lock', 'settle after lock refused: held') + $c('lock', 'settle after lock refused: not held')));
say(sprintf('  unlock()/unlockAll() threw                %d; the lock was still there after the restart: %d',
    $c('lock', 'settle after unlock threw: held') + $c('lock', 'settle after unlock threw: not held'), $c('lock', 'settle after unlock threw: held')));
say(sprintf('  ids confirmed by enqueue()                %d (+ %d whose enqueue() threw, %d of them delivered anyway)', count($confirmed), count($uncertainEnqueue), $uncertainDelivered));
say(sprintf('  ids delivered                             %d', count($delivered)));
say(sprintf('  confirmed, never delivered                %d; unexplained %d', count($lost), $lostUnexplained));
if ($replay) {
    say(sprintf('    AOF replay (%d commands): %d ids removed on the server whose reply was lost (%d confirmed, %d of uncertain enqueues), for %d pop() tasks and %d dequeue() ids that threw after sending',
        $replay['commands'], count($removedUndelivered), count(array_intersect_key($removedUndelivered, $confirmed)),
        count(array_intersect_key($removedUndelivered, $uncertainEnqueue)), $popBudget, count($uncertainDequeue)));
    say(sprintf('    enqueue() threw but had run on the server: %d ids (by exception code: %s)', count($uncertainRan), json_encode($uncertainRanByCode)));
}
say(sprintf('  delivered twice                           %d', count($twice)));
say(sprintf('  phantom (delivered, never enqueued)       %d', count($phantom)));
say(sprintf('  left in the queue after the drain         %s', json_encode($queueLeft)));
say(sprintf('  calls beyond their time bound (hangs)     %d', array_sum(array_column($reports, 'slow')) + count($hangsSeen)));
say(sprintf('  worker crashes                            %d', count(array_filter($failures, fn ($f) => str_starts_with($f, 'crash')))));
say(sprintf('  Redis clients: at most %d before a kill (workers: %d), %d at the end (this check itself); lock keys left: %d',
    $maxClients, count($roles), $clientsAtEnd, is_array($lockKeys) ? count($lockKeys) : -1));
say('  per worker after the first restart -> end: most sockets one worker held ' . ($maxSockets ?? 0) . ', other fds growth ' . json_encode($fdGrowth) . ', PHP memory/RSS KB growth '
    . json_encode(array_map(fn ($m) => [intdiv($m[0], 1024), $m[1]], $memGrowth)));
$failNotes = array_filter($events, fn ($e) => str_contains($e, '): FAIL '));
$notes = array_diff_key($events, $failNotes);
foreach (['FAIL notes' => $failNotes, 'notes' => $notes] as $title => $list) {
    if ($list) {
        say("$title (" . count($list) . '):');
        foreach (array_slice($list, 0, 25) as $e) {
            say("  $e");
        }
    }
}
if ($failures) {
    say('FAILED (' . count($failures) . '):');
    foreach (array_slice(array_unique($failures), 0, 40) as $f) {
        say("  $f");
    }
    say("soak: folder kept for inspection: $dir");
    exit(1);
}
say('OK: every invariant held');
if ($cfg['keep']) {
    say("soak: folder kept: $dir");
} else {
    exec('rm -rf ' . escapeshellarg($dir));
}
exit(0);
