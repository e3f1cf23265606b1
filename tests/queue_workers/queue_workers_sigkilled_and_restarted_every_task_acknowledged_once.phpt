--TEST--
RedisQueue workers: 4 forked workers reserve() (visibility 1 s, $wait 0.5 s) and acknowledge with dequeue() 3,000 tasks enqueued in batches, while every 0.3 s one of them, at random, is SIGKILLed and a new one started: every task is acknowledged exactly once (or by a dequeue() whose worker was killed before it could say so, the task gone), none is lost, tasks of killed workers come back with attempts 2 or more, and the queue's keys are all gone at the end
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/workers.inc';
const TASKS = 3000;
const BATCH = 100;
const WORKERS = 4;
$scale = rl_time_scale();
// a private server: the keys left at the end are this test's alone
[$port] = rl_server_start();
$params = rl_params(['port' => $port]);
$log = rl_prefix() . 'log';     // what the workers did, in order: "acking <id>", then "ack|stale <id> <attempts>"
$stop = rl_prefix() . 'stop';
$key = rl_queue_key('jobs');

/* A worker: takes tasks until $stop is set and none is due. It says
 * "acking" before its dequeue() and "ack" only after dequeue() answered
 * true: a kill between the two leaves an ambiguous "acking". */
$work = static function () use ($params, $port, $log, $stop) {
    $q = new RedisQueue($params);
    for ($i = 0; $i < 100000; $i++) {
        $task = $q->reserve('jobs', 1, 1.0, 0.5);
        if ($task === false) {
            if (rl_redis_at($port, 'EXISTS', $stop) === 1) {
                return 0;
            }
            continue;
        }
        usleep(random_int(1000, 5000));      // the work
        rl_redis_at($port, 'RPUSH', $log, "acking {$task['id']}");
        $acked = $q->dequeue('jobs', $task['id'], $task['score']);
        rl_redis_at($port, 'RPUSH', $log, ($acked ? 'ack' : 'stale') . " {$task['id']} {$task['attempts']}");
    }
    throw new RuntimeException('a worker ran out of rounds');
};

$producer = new RedisQueue($params);
$workers = [];
for ($w = 0; $w < WORKERS; $w++) {
    $workers[$w] = rl_fork($work);
}
$produced = $kills = 0;
$odd_ends = [];
$next_kill = microtime(true) + 0.3;
$deadline = microtime(true) + 40 * $scale;
while (microtime(true) < $deadline) {
    if ($produced < TASKS) {
        $producer->enqueue('jobs', array_map(static fn ($n) => "t$n", range($produced, $produced + BATCH - 1)));
        $produced += BATCH;
    } elseif ($producer->size('jobs') === 0) {
        break;
    }
    if (microtime(true) >= $next_kill) {
        $w = random_int(0, WORKERS - 1);
        posix_kill($workers[$w], SIGKILL);
        $code = rl_fork_wait($workers[$w]);
        if ($code !== 128 + SIGKILL) {
            $odd_ends[] = "worker ended with $code before its kill";
        }
        $workers[$w] = rl_fork($work);
        $kills++;
        $next_kill += 0.3;
    }
    usleep(50000);
}
$all_done = $produced === TASKS && $producer->size('jobs') === 0;
rl_redis_at($port, 'SET', $stop, '1');
$end = microtime(true) + 10 * $scale;
foreach ($workers as $pid) {
    for ($i = 0; $i < 100000 && pcntl_waitpid($pid, $status, WNOHANG) === 0; $i++) {
        if (microtime(true) > $end) {
            posix_kill($pid, SIGKILL);
        }
        usleep(10000);
    }
    if (!pcntl_wifexited($status) || pcntl_wexitstatus($status) !== 0) {
        $odd_ends[] = 'a worker did not stop on its own';
    }
}
echo 'all tasks done before the deadline: ', $all_done ? 'yes' : "no ($produced produced, " . $producer->size('jobs') . ' left)', "\n";
echo 'workers killed and restarted: ', $kills >= 5 ? 'at least 5' : $kills, "\n";
echo 'workers that ended otherwise: ', $odd_ends ? implode('; ', $odd_ends) : 'none', "\n";

$acks = $acking = [];
$retried = false;
foreach (rl_redis_at($port, 'LRANGE', $log, '0', '-1') as $line) {
    $f = explode(' ', $line);
    if ($f[0] === 'acking') {
        $acking[$f[1]] = true;
    } elseif ($f[0] === 'ack') {
        $acks[$f[1]] = ($acks[$f[1]] ?? 0) + 1;
    }
    $retried = $retried || (isset($f[2]) && (int) $f[2] >= 2);
}
$twice = $lost = $ambiguous = 0;
for ($n = 0; $n < TASKS; $n++) {
    $id = "t$n";
    $twice += ($acks[$id] ?? 0) > 1;
    if (!isset($acks[$id])) {
        // its dequeue() ran, or it would have been delivered again
        $gone = rl_redis_at($port, 'ZSCORE', $key, $id) === null;
        isset($acking[$id]) && $gone ? $ambiguous++ : $lost++;
    }
}
echo 'tasks acknowledged twice: ', $twice, "\n";
echo 'tasks lost: ', $lost, "\n";
echo 'ids acknowledged that were never queued: ', count(array_diff_key($acks, array_flip(array_map(static fn ($n) => "t$n", range(0, TASKS - 1))))), "\n";
echo 'some tasks delivered again with attempts >= 2: ', $retried ? 'yes' : 'no', "\n";
echo 'queue size: ', $producer->size('jobs'), "\n";
echo 'attempts hash exists: ', rl_redis_at($port, 'EXISTS', '{' . $key . '}:attempts'), "\n";
// the registrations of killed waiters and the wake list expire on their own (within 2 s)
$waiting = '{' . $key . '}:waiting';
$wake = '{' . $key . '}:wake';
for ($i = 0; $i < 400 && rl_redis_at($port, 'EXISTS', $waiting, $wake) > 0; $i++) {
    usleep(10000);
}
echo 'waiting set and wake list gone within 4 s: ', rl_redis_at($port, 'EXISTS', $waiting, $wake) === 0 ? 'yes' : 'no', "\n";
?>
--EXPECT--
all tasks done before the deadline: yes
workers killed and restarted: at least 5
workers that ended otherwise: none
tasks acknowledged twice: 0
tasks lost: 0
ids acknowledged that were never queued: 0
some tasks delivered again with attempts >= 2: yes
queue size: 0
attempts hash exists: 0
waiting set and wake list gone within 4 s: yes
