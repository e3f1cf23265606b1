--TEST--
RedisQueue::work(): a worker killed (SIGKILL) while its handler runs stops renewing, so its task is delivered again within $visibility, its attempts counting both deliveries
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
$q = rl_queue();
$q->enqueue('jobs', 'task');
$started = tempnam(sys_get_temp_dir(), 'rl-work');
$worker = rl_fork(function () use ($started) {
    rl_queue()->work('jobs', function () use ($started) {
        file_put_contents($started, '1');
        sleep(30);
    }, 1, 1);
});
for ($i = 0; $i < 1000 && filesize($started) === 0; $i++) {
    usleep(10000);
    clearstatcache();
}
usleep(800000);                 // past two renewals (every third of 1 s): still reserved
echo 'before the kill: ', $q->reserve('jobs') === false ? 'not delivered' : 'delivered', "\n";
posix_kill($worker, SIGKILL);
$killed = hrtime(true);
echo 'worker exit: ', rl_fork_wait($worker), "\n";
$task = $q->reserve('jobs', 1, 30, 3);
$after = (hrtime(true) - $killed) / 1e9;
echo 'delivered again: ', $task['id'] ?? 'none', ', attempts ', $task['attempts'] ?? 0, ', ',
    $after <= 1.3 ? 'within the visibility' : "after $after s", "\n";
unlink($started);
?>
--EXPECT--
before the kill: not delivered
worker exit: 137
delivered again: task, attempts 2, within the visibility
