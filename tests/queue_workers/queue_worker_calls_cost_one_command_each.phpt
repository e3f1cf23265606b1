--TEST--
RedisQueue: by Redis's INFO commandstats, reserve() of 100 tasks, touch(), size() and a dequeue() acknowledgement each cost one EVALSHA; a waiting reserve() woken by an enqueue() costs its run, one BLPOP and the run that takes the task
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server: the shared one counts the commands of tests running beside this one
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
function calls(int $port): string
{
    $out = [];
    foreach (['evalsha', 'eval', 'blpop', 'ping'] as $command) {
        $out[] = "$command=" . rl_command_calls($command, $port);
    }
    return implode(' ', $out);
}
// warm up: connect and load the scripts
$q->enqueue('warm', 'x');
$t = $q->reserve('warm');
$q->touch('warm', 'x', $t['score'], 1);
$q->size('warm', true);
$q->dequeue('warm', 'x', 1.5);

$q->enqueue('jobs', range(1, 1000));
rl_redis_at($port, 'CONFIG', 'RESETSTAT');
$tasks = $q->reserve('jobs', 100, 60);
echo 'reserve 100: ', count($tasks), ' ', calls($port), "\n";
rl_redis_at($port, 'CONFIG', 'RESETSTAT');
$score = $q->touch('jobs', $tasks[0]['id'], $tasks[0]['score'], 60);
echo 'touch: ', calls($port), "\n";
rl_redis_at($port, 'CONFIG', 'RESETSTAT');
echo 'size: ', $q->size('jobs'), ' ', $q->size('jobs', true), ' ', calls($port), "\n";
rl_redis_at($port, 'CONFIG', 'RESETSTAT');
var_dump($q->dequeue('jobs', $tasks[0]['id'], $score));
echo 'dequeue: ', calls($port), "\n";

$pid = rl_fork(function () use ($port) {
    usleep(300000);
    (new RedisQueue(rl_params(['port' => $port])))->enqueue('idle', 'wake-up');
});
rl_redis_at($port, 'CONFIG', 'RESETSTAT');
$task = $q->reserve('idle', 1, 30, 5);
echo 'woken: ', $task['id'], ' ', calls($port), ' (the enqueue and its connection\'s handshake included)', "\n";
echo 'child: ', rl_fork_wait($pid), "\n";
?>
--EXPECT--
reserve 100: 100 evalsha=1 eval=0 blpop=0 ping=0
touch: evalsha=1 eval=0 blpop=0 ping=0
size: 1000 900 evalsha=2 eval=0 blpop=0 ping=0
bool(true)
dequeue: evalsha=1 eval=0 blpop=0 ping=0
woken: wake-up evalsha=3 eval=0 blpop=1 ping=1 (the enqueue and its connection's handshake included)
child: 0
