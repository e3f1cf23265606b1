--TEST--
RedisQueue::work(): four workers, killed (SIGKILL) at random and started again, handle 400 tasks: every task is handled, each delivery (id and attempts) at most once, a task handled again only after a kill; none is lost, none failed, and the queue ends empty
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$ids = range(1, 400);
$q->enqueue('jobs', $ids);
$log = tempnam(sys_get_temp_dir(), 'rl-work');
$start = function (int $i) use ($log) {
    return rl_fork(function () use ($log) {
        mt_srand(getmypid());
        rl_queue()->work('jobs', function (array $task) use ($log) {
            usleep(mt_rand(5000, 20000));
            file_put_contents($log, "{$task['id']} {$task['attempts']}\n", FILE_APPEND | LOCK_EX);
        }, mt_rand(1, 5), 0.5, 0, 0.05, 0, 0, 0, 0);
    });
};
$workers = array_map($start, range(0, 3));
mt_srand(7);
$kills = 0;
$end = microtime(true) + 30 * rl_time_scale();
for ($round = 0; $round < 3000 && microtime(true) < $end; $round++) {
    usleep(20000);
    if ($q->size('jobs') === 0) {
        break;
    }
    if ($kills < 8 && $round % 5 === 4) {
        $i = mt_rand(0, 3);
        posix_kill($workers[$i], SIGKILL);
        rl_fork_wait($workers[$i]);
        $workers[$i] = $start($i);
        $kills++;
    }
    foreach ($workers as $i => $pid) {                  // a worker that drained the due tasks ends: start another
        if (pcntl_waitpid($pid, $status, WNOHANG) === $pid) {
            $workers[$i] = $start($i);
        }
    }
}
foreach ($workers as $pid) {
    posix_kill($pid, SIGTERM);
    rl_fork_wait($pid);
}
$handled = $deliveries = [];
foreach (file($log, FILE_IGNORE_NEW_LINES) as $line) {
    [$id, $attempts] = explode(' ', $line);
    $handled[$id] = ($handled[$id] ?? 0) + 1;
    $deliveries[$line] = ($deliveries[$line] ?? 0) + 1;
}
$missing = array_diff($ids, array_keys($handled));
echo 'queue left: ', $q->size('jobs'), '; tasks never handled: ', count($missing), '; kills: ', $kills > 0 ? 'some' : 'none', "\n";
$twice = array_filter($handled, fn ($n) => $n > 1);
echo 'handled more than once only after a kill: ', count($twice) <= $kills * 5 ? 'yes' : 'no (' . count($twice) . ')', "\n";
echo 'one delivery handled twice: ', count(array_filter($deliveries, fn ($n) => $n > 1)), '; failed: ', count($q->failed('jobs')), "\n";
unlink($log);
?>
--EXPECT--
queue left: 0; tasks never handled: 0; kills: some
handled more than once only after a kill: yes
one delivery handled twice: 0; failed: 0
